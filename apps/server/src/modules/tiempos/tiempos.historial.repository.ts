import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { nombreDe } from '../../db/nombre-de';
import { pagos } from '../../db/schema/pagos';
import { tiempoEventos } from '../../db/schema/tiempo-eventos';
import { tiempos } from '../../db/schema/tiempos';
import { totalesTiempo } from '../../db/schema/totales-tiempo';
import { usuarios } from '../../db/schema/usuarios';

const trabajador = alias(usuarios, 'trabajador');
const actor = alias(usuarios, 'actor');
const pagador = alias(usuarios, 'pagador');

/** Shifts that are over: confirmed, voided or cancelled. */
const cerrado = inArray(tiempos.estado, ['confirmado', 'anulado', 'cancelado']);

/** Who may see which shifts (docs/reglas.md, History and corrections). */
export interface Vista {
  id: number;
  nivel: number;
  /** Whether the caller sees the shifts of ranks below them (timekeepers and up). */
  debajo: boolean;
  /** The owner sees every shift. */
  todo: boolean;
}

/** The shifts `vista` may see: their own, those they ran, and those of ranks below. */
function visibles(v: Vista): SQL | undefined {
  if (v.todo) return undefined;
  if (!v.debajo) return eq(tiempos.usuarioId, v.id);
  return or(
    eq(tiempos.usuarioId, v.id),
    eq(tiempos.encargadoId, v.id),
    sql`${trabajador.nivel} > ${v.nivel}`,
  );
}

/** Filters of the history; `desde`/`hasta` are instants, `semana` a Monday with its instants. */
export interface FiltroHistorial {
  usuarioId?: number;
  encargadoId?: number;
  semana?: { lunes: string; inicio: Date; fin: Date };
  desde?: Date;
  hasta?: Date;
  cursor?: number;
  /** A single shift. */
  id?: number;
}

/** One page of closed shifts, newest first (by id), `limite` + 1 rows to tell if more follow. */
export function listarHistorial(db: Tx, vista: Vista, f: FiltroHistorial, limite: number) {
  const enSemana =
    f.semana &&
    or(
      eq(tiempos.semana, f.semana.lunes),
      and(
        eq(tiempos.estado, 'cancelado'),
        gte(tiempos.iniciadoEn, f.semana.inicio),
        lt(tiempos.iniciadoEn, f.semana.fin),
      ),
    );
  return db
    .select({
      id: tiempos.id,
      usuarioId: tiempos.usuarioId,
      usuario: trabajador.username,
      usuarioNivel: trabajador.nivel,
      encargado: nombreDe(tiempos.encargadoId),
      confirmadoPor: nombreDe(tiempos.confirmadoPor),
      anuladoPor: nombreDe(tiempos.anuladoPor),
      estado: tiempos.estado,
      rango: tiempos.rango,
      mision: tiempos.mision,
      iniciadoEn: tiempos.iniciadoEn,
      pausadoDesde: tiempos.pausadoDesde,
      segundosPausados: tiempos.segundosPausados,
      ajusteSegundos: tiempos.ajusteSegundos,
      canceladoEn: tiempos.canceladoEn,
      confirmadoEn: tiempos.confirmadoEn,
      anuladoEn: tiempos.anuladoEn,
      motivo: tiempos.motivoAnulacion,
      segundosConfirmados: tiempos.segundosConfirmados,
      creditos: tiempos.creditos,
      bonoSemanal: tiempos.bonoSemanal,
      semana: tiempos.semana,
      requisitoHrs: tiempos.requisitoHrs,
      requisitoTimes: tiempos.requisitoTimes,
      pagado: sql<boolean>`coalesce((select ${pagos.pagado} from ${pagos} where ${pagos.id} = ${tiempos.pagoId}), false)`,
    })
    .from(tiempos)
    .innerJoin(trabajador, eq(trabajador.id, tiempos.usuarioId))
    .where(
      and(
        cerrado,
        visibles(vista),
        f.id === undefined ? undefined : eq(tiempos.id, f.id),
        f.usuarioId === undefined ? undefined : eq(tiempos.usuarioId, f.usuarioId),
        f.encargadoId === undefined ? undefined : eq(tiempos.encargadoId, f.encargadoId),
        enSemana,
        f.desde === undefined ? undefined : gte(tiempos.iniciadoEn, f.desde),
        f.hasta === undefined ? undefined : lt(tiempos.iniciadoEn, f.hasta),
        f.cursor === undefined ? undefined : lt(tiempos.id, f.cursor),
      ),
    )
    .orderBy(desc(tiempos.id))
    .limit(limite + 1);
}
export type FilaHistorial = Awaited<ReturnType<typeof listarHistorial>>[number];

/** A person by name (whatever its case) with their level. */
export async function personaPorNombre(db: Tx, nombre: string) {
  const [fila] = await db
    .select({ id: usuarios.id, nivel: usuarios.nivel })
    .from(usuarios)
    .where(eq(sql`lower(${usuarios.username})`, nombre.toLowerCase()));
  return fila;
}

/** A timer's worker, manager and the worker's level (to decide who may read its story). */
export async function duenosDe(db: Tx, id: number) {
  const [fila] = await db
    .select({
      usuarioId: tiempos.usuarioId,
      encargadoId: tiempos.encargadoId,
      usuarioNivel: trabajador.nivel,
      pagadoEn: pagos.pagadoEn,
      pagadoPor: pagador.username,
      pagado: pagos.pagado,
      creditosPagados: pagos.creditos,
      semana: pagos.semana,
    })
    .from(tiempos)
    .innerJoin(trabajador, eq(trabajador.id, tiempos.usuarioId))
    .leftJoin(pagos, eq(pagos.id, tiempos.pagoId))
    .leftJoin(pagador, eq(pagador.id, pagos.pagadoPor))
    .where(eq(tiempos.id, id));
  return fila;
}

/** Every history entry of one timer, oldest first, with the actor's name. */
export function eventosDe(db: Tx, id: number) {
  return db
    .select({
      accion: tiempoEventos.accion,
      actor: actor.username,
      creadoEn: tiempoEventos.creadoEn,
      antes: tiempoEventos.antes,
      despues: tiempoEventos.despues,
      motivo: tiempoEventos.motivo,
    })
    .from(tiempoEventos)
    .leftJoin(actor, eq(actor.id, tiempoEventos.actorId))
    .where(eq(tiempoEventos.tiempoId, id))
    .orderBy(asc(tiempoEventos.id));
}

/**
 * Locks, in one statement and in id order, a shift and the timers its undo or void may
 * change besides it: the other confirmed shifts of its worker's pay week (their weekly
 * pay may move) and, with `abiertos`, the worker's open timer (an undo must find none).
 * Timers before pay entries, as every write takes them (docs/desarrollo.md, Locks).
 */
export async function bloquearTurnoYSuSemana(tx: Tx, id: number, abiertos: boolean) {
  const abierto = abiertos ? sql`or t.estado in ('activo', 'pausado')` : sql``;
  await tx.execute(sql`
    select t.id from tiempos t, (select usuario_id, semana from tiempos where id = ${id}) turno
    where t.id = ${id}
      or (t.usuario_id = turno.usuario_id
        and ((t.estado = 'confirmado' and t.semana = turno.semana) ${abierto}))
    order by t.id
    for update of t`);
}

/** A shift as voiding needs it, locked for the rest of the transaction. */
export async function bloquearTurno(tx: Tx, id: number) {
  const [fila] = await tx
    .select({
      id: tiempos.id,
      usuarioId: tiempos.usuarioId,
      encargadoId: tiempos.encargadoId,
      estado: tiempos.estado,
      semana: tiempos.semana,
      pagoId: tiempos.pagoId,
      creditos: tiempos.creditos,
      bonoSemanal: tiempos.bonoSemanal,
      segundosConfirmados: tiempos.segundosConfirmados,
      mision: tiempos.mision,
      rango: tiempos.rango,
    })
    .from(tiempos)
    .where(eq(tiempos.id, id))
    .for('update');
  return fila;
}

/** Marks a confirmed shift voided: it keeps its data for the history, loses its weekly pay. */
export async function marcarAnulado(
  tx: Tx,
  id: number,
  datos: { actorId: number; instante: Date; motivo: string },
) {
  await tx
    .update(tiempos)
    .set({
      estado: 'anulado',
      anuladoEn: datos.instante,
      anuladoPor: datos.actorId,
      motivoAnulacion: datos.motivo,
      bonoSemanal: 0,
      actualizadoEn: datos.instante,
    })
    .where(eq(tiempos.id, id));
}

/** Takes a voided shift off the person's running totals. */
export async function restarDelTotal(tx: Tx, usuarioId: number, segundos: number) {
  await tx
    .update(totalesTiempo)
    .set({
      turnos: sql`greatest(${totalesTiempo.turnos} - 1, 0)`,
      segundos: sql`greatest(${totalesTiempo.segundos} - ${segundos}, 0)`,
    })
    .where(eq(totalesTiempo.usuarioId, usuarioId));
}
