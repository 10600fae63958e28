import { mensajeDeAusencia } from '@mchabbo/shared/ausencias/contratos';
import { esTrabajador, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { mensajeIniciado } from '@mchabbo/shared/tiempos/peticiones';
import { MENSAJES_TIEMPOS as M, type LogBody } from '@mchabbo/shared/tiempos/contratos';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import type { Transaccion } from '../../db/client';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { ausenciaAprobadaEn } from '../ausencias/ausencias.service';
import * as peticiones from './tiempos.peticiones.repository';
import { foto, presentar } from './tiempos.reglas';
import * as repo from './tiempos.repository';
import type { FilaTiempo } from './tiempos.repository';

/**
 * Starts a worker's timer run by `actorId`, inside the caller's transaction, after the
 * people are locked and checked (docs/reglas.md, Timers 6.2): an approved leave covering
 * today refuses it, a second open timer breaks the unique index (the caller answers
 * 409). A waiting request of the worker to be timed is answered by this start (Time
 * requests 25.4). Returns the new timer, locked, and the instant it started.
 */
export async function iniciarEnTx(
  ctx: Ctx,
  tx: Transaccion,
  datos: { actorId: number; trabajadorId: number; zona: string },
): Promise<{ t: FilaTiempo; instante: Date }> {
  const { actorId, trabajadorId } = datos;
  const instante = ahora(ctx);
  // An approved leave covering today blocks the start (docs/reglas.md, Leave).
  const hasta = await ausenciaAprobadaEn(tx, trabajadorId, diaLocal(instante, datos.zona));
  if (hasta) throw conflicto(mensajeDeAusencia(hasta));
  const id = await repo.insertarTiempo(tx, {
    usuarioId: trabajadorId,
    encargadoId: actorId,
    iniciadoEn: instante,
  });
  const t = await repo.bloquearTiempo(tx, id);
  if (!t) throw new Error('timer vanished after insert');
  await repo.registrarEventos(
    tx,
    [
      {
        tiempoId: id,
        actorId,
        accion: 'iniciar',
        antes: null,
        despues: foto(t, instante),
        creadoEn: instante,
      },
    ],
    { accion: 'iniciar', id, usuarios: [trabajadorId] },
  );
  await ctx.eventos.emitir(tx, 'tiempo.accion', {
    tiempoId: id,
    accion: 'iniciar',
    actorId,
    usuarioId: trabajadorId,
    encargadoId: actorId,
    instante,
    antes: null,
    despues: foto(t, instante),
  });
  const peticion = await peticiones.esperandoDe(tx, trabajadorId);
  if (peticion) {
    await peticiones.marcarAtendida(tx, peticion.id, { actorId, instante, tiempoId: id });
    await ctx.eventos.emitir(tx, 'peticion.atendida', {
      peticionId: peticion.id,
      tiempoId: id,
      actorId,
      usuarioId: trabajadorId,
      instante,
      antes: { estado: 'esperando', creada_en: peticion.creadaEn.toISOString() },
      despues: {
        estado: 'atendida',
        espera_segundos: Math.max(
          0,
          Math.floor((instante.getTime() - peticion.creadaEn.getTime()) / 1000),
        ),
      },
    });
    const usuarios = [trabajadorId];
    await peticiones.anunciar(tx, { accion: 'peticion', id: peticion.id, usuarios });
  }
  return { t, instante };
}

/** Starts a shift timer for a worker ranked below the caller, run by the caller. */
export async function iniciar(ctx: Ctx, usuario: Actor, datos: LogBody) {
  if (datos.encargado.toLowerCase() !== usuario.username.toLowerCase()) {
    throw prohibido(M.encargadoAjeno);
  }
  const trabajador = await repo.buscarPersona(ctx.db, datos.usuario);
  if (!trabajador) throw noEncontrado(M.usuarioNoExiste);
  if (trabajador.id === usuario.id) throw prohibido(M.propio);
  if (!esTrabajador(trabajador.nivel)) throw invalido(M.noTrabajador);
  if (!puedeActuarSobre(usuario, trabajador)) throw prohibido(M.rangoInferior);
  const { zona_horaria } = await ajustesVigentes(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor, personas } = await bloquearPersonas(tx, usuario, [trabajador.id]);
      const ahoraTrabajador = persona(personas, trabajador.id, M.usuarioNoExiste);
      if (!esTrabajador(ahoraTrabajador.nivel)) throw invalido(M.noTrabajador);
      if (!puedeActuarSobre(actor, ahoraTrabajador)) throw prohibido(M.rangoInferior);
      const { t, instante } = await iniciarEnTx(ctx, tx, {
        actorId: usuario.id,
        trabajadorId: trabajador.id,
        zona: zona_horaria,
      });
      // The same words as attending a request (docs/reglas.md, Timers 6.2).
      return {
        message: mensajeIniciado(ahoraTrabajador.username),
        tiempo: presentar(t, usuario, instante),
      };
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(M.yaAbierto);
    throw err;
  }
}
