import { diasEntre } from '@mchabbo/shared/actividad/reglas';
import {
  MENSAJES_ASCENSOS as M,
  mensajeDiasMinimos,
  mensajePendiente,
  mensajePuestoCambiado,
  type Ascenso,
  type Candidato,
  type CrearAscensoBody,
  type DecidirAscensoBody,
} from '@mchabbo/shared/ascensos/contratos';
import { diasMinimosAscenso, lemaDeMision, misionSuperior } from '@mchabbo/shared/ascensos/reglas';
import {
  esAdministracion,
  esTrabajador,
  NIVEL_DUENO,
  puedeActuarSobre,
  puedeAsignarNivel,
} from '@mchabbo/shared/niveles/niveles';
import { inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import type { Tx } from '../../db/client';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { activasPorPersona } from '../advertencias/advertencias.service';
import { leerAjustes } from '../ajustes/ajustes.service';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import { cambiarPuestoEn } from '../usuarios/usuarios.service';
import * as repo from './ascensos.repository';
import type { FilaAscenso } from './ascensos.repository';

/** How many promotions the list shows at most. */
const LIMITE_LISTA = 200;

type Quien = { id: number; nivel: number };

/**
 * Who decides a promotion (docs/reglas.md, Promotions 28.4): the owner any; otherwise the
 * administration ranking strictly above both the person and the proposer.
 */
function puedeDecidir(caller: Quien, personaNivel: number, proponente: Quien): boolean {
  if (caller.nivel === NIVEL_DUENO) return true;
  return (
    esAdministracion(caller.nivel) &&
    caller.id !== proponente.id &&
    caller.nivel < personaNivel &&
    caller.nivel < proponente.nivel
  );
}

/** What presenting a list needs besides the rows: settings, warnings, the clock. */
async function contexto(ctx: Ctx, db: Tx) {
  const instante = ahora(ctx);
  const ajustes = await leerAjustes(db);
  const semana = inicioSemanaPaga(instante, ajustes.zona_horaria);
  const advertencias = await activasPorPersona(db, instante);
  return { instante, ajustes, semanas: { semana, anterior: semanaAnterior(semana) }, advertencias };
}
type Contexto = Awaited<ReturnType<typeof contexto>>;

const horas = (segundos: number) => Math.round(Number(segundos) / 360) / 10;

function presentar(ctx: Ctx, c: Contexto, f: FilaAscenso, caller: Quien): Ascenso {
  const aprobado = f.estado === 'aprobado';
  return {
    id: f.id,
    usuario: f.usuario,
    antes: { rango: f.rangoAntes, mision: f.misionAntes },
    propuesto: { rango: f.rango, mision: f.mision },
    propuesto_por: f.propuestoPor,
    motivo: f.motivo,
    estado: f.estado,
    creado_en: f.creadoEn.toISOString(),
    decidido_por: f.decididoPor,
    decidido_en: f.decididoEn?.toISOString() ?? null,
    motivo_rechazo: f.motivoRechazo,
    dias_en_rango: diasEntre(new Date(Number(f.desdePuesto) * 1000), c.instante),
    dias_minimos: diasMinimosAscenso(c.ajustes.ascenso_min_dias, f.rangoAhora),
    horas_semana: horas(f.segundosSemana),
    horas_semana_anterior: horas(f.segundosAnterior),
    advertencias_activas: c.advertencias.porPersona.get(f.usuarioId) ?? 0,
    puede_decidir:
      f.estado === 'pendiente' &&
      puedeDecidir(caller, f.nivel, { id: f.propuestoPorId, nivel: f.nivelProponente }),
    lema: aprobado
      ? lemaDeMision(c.ajustes.formato_mision, {
          app: ctx.config.APP_NAME,
          rango: f.rango,
          mision: f.mision,
        })
      : null,
  };
}

async function presentarUno(ctx: Ctx, db: Tx, id: number, caller: Quien) {
  const c = await contexto(ctx, db);
  const fila = await repo.buscar(db, id, c.semanas);
  if (!fila) throw noEncontrado(M.noExiste);
  return presentar(ctx, c, fila, caller);
}

/** The promotions the caller proposed, decided or may decide (docs/reglas.md, Promotions 28.2). */
export async function listar(ctx: Ctx, usuario: Actor) {
  const c = await contexto(ctx, ctx.db);
  const caller = { ...usuario, administracion: esAdministracion(usuario.nivel) };
  const filas = await repo.visibles(ctx.db, caller, c.semanas, LIMITE_LISTA);
  return { ascensos: filas.map((f) => presentar(ctx, c, f, usuario)) };
}

/** A person's post and the missions the caller may propose for them (the form's choices). */
export async function candidato(ctx: Ctx, usuario: Actor, nombre: string): Promise<Candidato> {
  const cuenta = await buscarCuentaPorNombre(ctx.db, nombre);
  if (!cuenta) throw noEncontrado(M.personaNoExiste);
  const p = await repo.puestoDe(ctx.db, cuenta.id);
  if (!p) throw noEncontrado(M.personaNoExiste);
  if (!puedeActuarSobre(usuario, p)) throw prohibido(M.rangoInferior);
  if (!esTrabajador(p.nivel)) throw invalido(M.soloPersonal);
  const { ascenso_min_dias } = await leerAjustes(ctx.db);
  const actual = { nivel: p.nivel, rango: p.rango, costo: Number(p.costo) };
  const misiones = (await repo.misionesDesde(ctx.db, 1)).filter(
    (m) => puedeAsignarNivel(usuario, m.nivel) && misionSuperior(m, actual),
  );
  return {
    usuario: p.username,
    rango: p.rango,
    mision: p.mision,
    dias_en_rango: diasEntre(new Date(Number(p.desdePuesto) * 1000), ahora(ctx)),
    dias_minimos: diasMinimosAscenso(ascenso_min_dias, p.rango),
    misiones: misiones.map((m) => ({ id: m.id, rango: m.rango, mision: m.mision })),
  };
}

/**
 * A timekeeper proposes a higher mission for someone they may act on, below their own
 * level, once the person has held their rank `ascenso_min_dias` days (the owner
 * proposes at any time) (docs/reglas.md, Promotions 28.1 and 28.3).
 */
export async function proponer(ctx: Ctx, usuario: Actor, datos: CrearAscensoBody) {
  const cuenta = await buscarCuentaPorNombre(ctx.db, datos.usuario);
  if (!cuenta) throw noEncontrado(M.personaNoExiste);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor, personas } = await bloquearPersonas(tx, usuario, [cuenta.id]);
      if (!puedeActuarSobre(actor, persona(personas, cuenta.id, M.personaNoExiste))) {
        throw prohibido(M.rangoInferior);
      }
      const mision = await repo.mision(tx, datos.mision);
      if (!mision) throw noEncontrado(M.misionNoExiste);
      if (!puedeAsignarNivel(actor, mision.nivel)) throw prohibido(M.nivelPropio);
      const p = await repo.puestoDe(tx, cuenta.id);
      if (!p || !esTrabajador(p.nivel)) throw invalido(M.soloPersonal);
      if (!misionSuperior(mision, { nivel: p.nivel, rango: p.rango, costo: Number(p.costo) })) {
        throw invalido(M.misionNoSuperior);
      }
      if (await repo.tienePendiente(tx, p.id)) throw conflicto(mensajePendiente(p.username));
      const { ascenso_min_dias } = await leerAjustes(tx);
      const dias = diasEntre(new Date(Number(p.desdePuesto) * 1000), ahora(ctx));
      const minimo = diasMinimosAscenso(ascenso_min_dias, p.rango);
      if (actor.nivel !== NIVEL_DUENO && dias < minimo) {
        throw conflicto(mensajeDiasMinimos(p.username, dias, minimo));
      }
      const id = await repo.insertar(tx, {
        usuarioId: p.id,
        propuestoPor: actor.id,
        misionAntesId: p.misionId,
        rangoAntes: p.rango,
        misionAntes: p.mision,
        misionId: mision.id,
        rango: mision.rango,
        mision: mision.mision,
        motivo: datos.motivo,
      });
      await ctx.eventos.emitir(tx, 'ascenso.propuesto', {
        ascensoId: id,
        propuestoPorId: actor.id,
        actorId: actor.id,
        usuarioId: p.id,
        instante: ahora(ctx),
        antes: { rango: p.rango, mision: p.mision },
        despues: { rango: mision.rango, mision: mision.mision, estado: 'pendiente' },
        motivo: datos.motivo,
        personas,
      });
      return { message: M.propuesto, ascenso: await presentarUno(ctx, tx, id, actor) };
    });
  } catch (err) {
    // Two proposals for one person at once: the partial unique index keeps one.
    if (esViolacionUnica(err)) throw conflicto(mensajePendiente(cuenta.username));
    throw err;
  }
}

/**
 * Approves or rejects a pending promotion (docs/reglas.md, Promotions 28.4): approving
 * changes the post through the usuarios module, exactly as an administrator's change
 * (rank history, sessions, notification); rejecting keeps the reason.
 */
export async function decidir(ctx: Ctx, usuario: Actor, id: number, datos: DecidirAscensoBody) {
  return ctx.db.transaction(async (tx) => {
    const fila = await repo.bloquear(tx, id);
    if (!fila) throw noEncontrado(M.noExiste);
    const { actor, personas } = await bloquearPersonas(tx, usuario, [fila.usuarioId]);
    const p = persona(personas, fila.usuarioId);
    const nivelProponente = (await repo.nivelDe(tx, fila.propuestoPor)) ?? NIVEL_DUENO;
    if (!puedeDecidir(actor, p.nivel, { id: fila.propuestoPor, nivel: nivelProponente })) {
      throw prohibido(M.sinPermiso);
    }
    if (fila.estado !== 'pendiente') throw conflicto(M.yaDecidido);
    const instante = ahora(ctx);
    const antes = { rango: fila.rango, mision: fila.mision, estado: 'pendiente' };
    const base = {
      ascensoId: id,
      propuestoPorId: fila.propuestoPor,
      actorId: actor.id,
      usuarioId: p.id,
      instante,
      antes,
      personas,
    };
    if (datos.aprobado) {
      if (fila.misionId === null) throw conflicto(M.misionBorrada);
      const ahoraTiene = await repo.puestoDe(tx, p.id);
      if (ahoraTiene?.misionId !== fila.misionAntesId) {
        throw conflicto(mensajePuestoCambiado(p.username));
      }
      const mision = await repo.mision(tx, fila.misionId);
      if (!mision) throw conflicto(M.misionBorrada);
      await cambiarPuestoEn(ctx, tx, {
        actor,
        personas,
        id: p.id,
        motivo: 'Ascenso',
        puesto: { misionId: mision.id, nivel: mision.nivel },
        sinCapacitacion: datos.sin_capacitacion,
      });
      await repo.decidir(tx, id, {
        estado: 'aprobado',
        porId: actor.id,
        en: instante,
        motivo: null,
      });
      await ctx.eventos.emitir(tx, 'ascenso.aprobado', {
        ...base,
        anterior: { rango: fila.rangoAntes, mision: fila.misionAntes },
        despues: { ...antes, estado: 'aprobado' },
      });
    } else {
      const motivo = datos.motivo ?? '';
      await repo.decidir(tx, id, { estado: 'rechazado', porId: actor.id, en: instante, motivo });
      await ctx.eventos.emitir(tx, 'ascenso.rechazado', {
        ...base,
        despues: { ...antes, estado: 'rechazado' },
        motivo,
      });
    }
    return {
      message: datos.aprobado ? M.aprobado : M.rechazado,
      ascenso: await presentarUno(ctx, tx, id, actor),
    };
  });
}
