import { diaLocal } from '@mchabbo/shared/paga/reglas';
import { esCronometrador, esTrabajador, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import {
  MENSAJES_PETICIONES as MP,
  mensajeIniciado,
  type PeticionListada,
} from '@mchabbo/shared/tiempos/peticiones';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes, leerAjustes } from '../ajustes/ajustes.service';
import { ausenciaAprobadaEn } from '../ausencias/ausencias.service';
import { personasDe } from './tiempos.avisos';
import { iniciarEnTx } from './tiempos.iniciar';
import * as repo from './tiempos.peticiones.repository';
import type { FilaPeticion } from './tiempos.peticiones.repository';
import { presentar } from './tiempos.reglas';
import * as tiempos from './tiempos.repository';

const MINUTO = 60_000;

/** Why a request that is no longer waiting cannot be attended or withdrawn. */
function exigirEsperando(p: { estado: string }) {
  if (p.estado === 'atendida') throw conflicto(MP.yaAtendida);
  if (p.estado === 'retirada') throw conflicto(MP.retirada);
  if (p.estado === 'caducada') throw conflicto(MP.caducada);
}

/**
 * Closes as expired the requests nobody attended within `peticion_minutos` (docs/reglas.md,
 * Time requests 25.5): the server's own change (no actor), recorded, told to each worker
 * and announced on the timers' stream. Runs every minute, and before a request is read,
 * made or attended. Returns how many expired.
 */
export async function barrerPeticiones(ctx: Ctx, usuarioId?: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const { peticion_minutos } = await leerAjustes(tx);
    const instante = ahora(ctx);
    const limite = new Date(instante.getTime() - peticion_minutos * MINUTO);
    const caducadas = await repo.caducar(tx, limite, peticion_minutos, usuarioId);
    for (const c of caducadas) {
      await ctx.eventos.emitir(tx, 'peticion.caducada', {
        peticionId: c.id,
        actorId: null,
        usuarioId: c.usuarioId,
        instante,
        antes: { estado: 'esperando', creada_en: c.creadaEn.toISOString() },
        despues: { estado: 'caducada', caducada_en: c.caducadaEn?.toISOString() ?? null },
      });
    }
    if (caducadas.length > 0) {
      const usuarios = personasDe(caducadas);
      await repo.anunciar(tx, { accion: 'peticion', total: caducadas.length, usuarios });
    }
    return caducadas.length;
  });
}

/**
 * Pedir tiempo (Time requests 25.1): a worker (levels 1–6) asks to be timed. Refused
 * while they have an open timer, a waiting request or an approved leave today.
 */
export async function crear(ctx: Ctx, usuario: Actor) {
  if (!esTrabajador(usuario.nivel)) throw prohibido(MP.noTrabajador);
  const { zona_horaria, peticion_minutos } = await ajustesVigentes(ctx);
  // A request of theirs that expired unseen no longer blocks a new one.
  await barrerPeticiones(ctx, usuario.id);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor } = await bloquearPersonas(tx, usuario);
      if (!esTrabajador(actor.nivel)) throw prohibido(MP.noTrabajador);
      const abiertos = await tiempos.bloquearTiempos(tx, tiempos.abiertosDe(actor.id));
      if (abiertos.length > 0) throw conflicto(MP.yaEnMarcha);
      if (await repo.esperandoDe(tx, actor.id)) throw conflicto(MP.yaPediste);
      const instante = ahora(ctx);
      if (await ausenciaAprobadaEn(tx, actor.id, diaLocal(instante, zona_horaria))) {
        throw conflicto(MP.deAusencia);
      }
      const id = await repo.insertar(tx, actor.id, instante);
      const expira = new Date(instante.getTime() + peticion_minutos * MINUTO);
      await ctx.eventos.emitir(tx, 'peticion.creada', {
        peticionId: id,
        actorId: actor.id,
        usuarioId: actor.id,
        instante,
        antes: null,
        despues: { estado: 'esperando', creada_en: instante.toISOString() },
      });
      await repo.anunciar(tx, { accion: 'peticion', id, usuarios: [actor.id] });
      return {
        message: MP.enviada,
        peticion: {
          id,
          usuario: actor.username,
          creada_en: instante.toISOString(),
          expira_en: expira.toISOString(),
        },
      };
    });
  } catch (err) {
    // Two requests at once: the partial unique index lets one wait.
    if (esViolacionUnica(err)) throw conflicto(MP.yaPediste);
    throw err;
  }
}

function presentarPeticion(
  p: FilaPeticion,
  instante: Date,
  minutos: number,
  puedeAtender: boolean,
): PeticionListada {
  return {
    id: p.id,
    usuario: p.usuario,
    usuario_id: p.usuarioId,
    rango: p.rango,
    mision: p.mision,
    creada_en: p.creadaEn.toISOString(),
    espera_segundos: Math.max(0, Math.floor((instante.getTime() - p.creadaEn.getTime()) / 1000)),
    expira_en: new Date(p.creadaEn.getTime() + minutos * MINUTO).toISOString(),
    puede_atender: puedeAtender,
  };
}

/**
 * The waiting requests (Time requests 25.2): a timekeeper sees those of the people they
 * may time, oldest first; anyone else their own. `propia` is the caller's own.
 */
export async function listar(ctx: Ctx, usuario: Actor) {
  const { peticion_minutos } = await ajustesVigentes(ctx);
  let instante = ahora(ctx);
  let filas = await ctx.lecturas.leer('tiempos:peticiones', () => repo.listarEsperando(ctx.db));
  const vencida = (p: FilaPeticion) =>
    instante.getTime() - p.creadaEn.getTime() >= peticion_minutos * MINUTO;
  if (filas.some(vencida)) {
    await barrerPeticiones(ctx);
    instante = ahora(ctx);
    filas = await repo.listarEsperando(ctx.db);
  }
  const cronometra = esCronometrador(usuario.nivel);
  const atendible = (p: FilaPeticion) =>
    cronometra &&
    esTrabajador(p.nivel) &&
    puedeActuarSobre(usuario, { id: p.usuarioId, nivel: p.nivel });
  const propia = filas.find((p) => p.usuarioId === usuario.id);
  const abiertos = await ctx.lecturas.leer('tiempos:abiertos', () =>
    tiempos.listarAbiertos(ctx.db),
  );
  return {
    peticiones: (cronometra ? filas.filter(atendible) : propia ? [propia] : []).map((p) =>
      presentarPeticion(p, instante, peticion_minutos, atendible(p)),
    ),
    propia: propia ? presentarPeticion(propia, instante, peticion_minutos, false) : null,
    en_marcha: abiertos.some((t) => t.usuarioId === usuario.id),
    ahora: instante.toISOString(),
  };
}

/**
 * Atender (Time requests 25.3): a timekeeper who may time the person starts their timer,
 * run by the caller, by the rules of a start (Timers 6.2). Of two managers at once, one
 * starts it; the other is told it was already attended.
 */
export async function atender(ctx: Ctx, usuario: Actor, id: number) {
  const previa = await repo.porId(ctx.db, id);
  if (!previa) throw noEncontrado(MP.noExiste);
  const { zona_horaria, peticion_minutos } = await ajustesVigentes(ctx);
  if (
    previa.estado === 'esperando' &&
    ahora(ctx).getTime() - previa.creadaEn.getTime() >= peticion_minutos * MINUTO
  ) {
    await barrerPeticiones(ctx, previa.usuarioId);
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor, personas } = await bloquearPersonas(tx, usuario, [previa.usuarioId]);
      const trabajador = persona(personas, previa.usuarioId, M.usuarioNoExiste);
      if (trabajador.id === actor.id) throw prohibido(M.propio);
      if (!puedeActuarSobre(actor, trabajador)) throw prohibido(M.rangoInferior);
      const p = await repo.bloquear(tx, id);
      if (!p) throw noEncontrado(MP.noExiste);
      exigirEsperando(p);
      if (!esTrabajador(trabajador.nivel)) throw invalido(M.noTrabajador);
      const { t, instante } = await iniciarEnTx(ctx, tx, {
        actorId: actor.id,
        trabajadorId: trabajador.id,
        zona: zona_horaria,
      });
      return {
        message: mensajeIniciado(trabajador.username),
        tiempo: presentar(t, actor, instante),
      };
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(M.yaAbierto);
    throw err;
  }
}

/** Retirar (Time requests 25.4): the person withdraws their own waiting request. */
export async function retirar(ctx: Ctx, usuario: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    const p = await repo.bloquear(tx, id);
    if (!p) throw noEncontrado(MP.noExiste);
    if (p.usuarioId !== actor.id) throw prohibido(MP.ajena);
    exigirEsperando(p);
    const instante = ahora(ctx);
    await repo.marcarRetirada(tx, id, instante);
    await ctx.eventos.emitir(tx, 'peticion.retirada', {
      peticionId: id,
      actorId: actor.id,
      usuarioId: actor.id,
      instante,
      antes: { estado: 'esperando', creada_en: p.creadaEn.toISOString() },
      despues: { estado: 'retirada' },
    });
    await repo.anunciar(tx, { accion: 'peticion', id, usuarios: [actor.id] });
  });
  return { message: MP.retiradaOk };
}
