import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { sentenciaPreparada, crudo, paraColumna } from '../../db/sentencias-preparadas';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { tiempoEventos } from '../../db/schema/tiempo-eventos';
import { tiempos } from '../../db/schema/tiempos';
import { totalesTiempo } from '../../db/schema/totales-tiempo';
import { usuarios } from '../../db/schema/usuarios';
import { CANAL_TIEMPOS, type Aviso } from './tiempos.avisos';

const trabajador = alias(usuarios, 'trabajador');
const encargado = alias(usuarios, 'encargado');

/** Whether a timer is still open (running or paused). */
export const abierto = inArray(tiempos.estado, ['activo', 'pausado']);

const columnas = {
  id: tiempos.id,
  usuarioId: tiempos.usuarioId,
  encargadoId: tiempos.encargadoId,
  estado: tiempos.estado,
  iniciadoEn: tiempos.iniciadoEn,
  pausadoDesde: tiempos.pausadoDesde,
  segundosPausados: tiempos.segundosPausados,
  ajusteSegundos: tiempos.ajusteSegundos,
  pausasCount: tiempos.pausasCount,
  olvidado: tiempos.olvidado,
  usuario: trabajador.username,
  usuarioNivel: trabajador.nivel,
  encargado: encargado.username,
  encargadoNivel: encargado.nivel,
  rango: rangos.nombre,
  mision: misiones.mision,
  // What the worker's mission pays now: the list previews a confirmation with it.
  pago1h: misiones.pago1h,
  pago2h: misiones.pago2h,
  pago3h: misiones.pago3h,
  pagoSemanal: misiones.pagoSemanal,
  requisitoHrs: misiones.requisitoHrs,
  requisitoTimes: misiones.requisitoTimes,
};

/** A timer with the names and current levels of its worker and manager. */
export interface FilaTiempo {
  id: number;
  usuarioId: number;
  encargadoId: number | null;
  estado: 'activo' | 'pausado' | 'confirmado' | 'anulado' | 'cancelado';
  iniciadoEn: Date;
  pausadoDesde: Date | null;
  segundosPausados: number;
  ajusteSegundos: number;
  pausasCount: number;
  olvidado: boolean;
  usuario: string;
  usuarioNivel: number;
  encargado: string | null;
  encargadoNivel: number | null;
  rango: string | null;
  mision: string | null;
  pago1h: number | null;
  pago2h: number | null;
  pago3h: number | null;
  pagoSemanal: number | null;
  requisitoHrs: string | null;
  requisitoTimes: string | null;
}

function base(db: Tx) {
  return db
    .select(columnas)
    .from(tiempos)
    .innerJoin(trabajador, eq(trabajador.id, tiempos.usuarioId))
    .leftJoin(encargado, eq(encargado.id, tiempos.encargadoId))
    .leftJoin(misiones, eq(misiones.id, trabajador.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId));
}

/** Every timer action starts here (a join of five tables: its plan is worth keeping). */
const bloquear = sentenciaPreparada('bloquear_tiempo', (db) =>
  base(db)
    .where(eq(tiempos.id, sql.placeholder('id')))
    .for('update', { of: tiempos }),
);

/** Every open timer, oldest first. */
export async function listarAbiertos(db: Tx): Promise<FilaTiempo[]> {
  return await base(db).where(abierto).orderBy(asc(tiempos.iniciadoEn), asc(tiempos.id));
}

/** One timer, locked for the rest of the transaction. */
export async function bloquearTiempo(tx: Tx, id: number): Promise<FilaTiempo | undefined> {
  const [fila] = await bloquear(tx).execute({ id });
  return fila;
}

/** Several timers matching `donde`, locked in id order (so two callers never deadlock). */
export function bloquearTiempos(tx: Tx, donde: SQL | undefined): Promise<FilaTiempo[]> {
  return base(tx).where(donde).orderBy(asc(tiempos.id)).for('update', { of: tiempos });
}

/** Open timers without a manager whose worker ranks below `nivel` (any but oneself for the owner). */
export function sinEncargadoDebajoDe(caller: { id: number; nivel: number }) {
  const debajo =
    caller.nivel === 0
      ? sql`${trabajador.id} <> ${caller.id}`
      : sql`${trabajador.nivel} > ${caller.nivel}`;
  return and(abierto, isNull(tiempos.encargadoId), debajo);
}

const persona = sentenciaPreparada('buscar_persona', (db) =>
  db
    .select({ id: usuarios.id, username: usuarios.username, nivel: usuarios.nivel })
    .from(usuarios)
    .where(eq(sql`lower(${usuarios.username})`, sql.placeholder('nombre'))),
);

/** A person looked up by name (whatever its case), with their level. */
export async function buscarPersona(db: Tx, nombre: string) {
  const [fila] = await persona(db).execute({ nombre: nombre.toLowerCase() });
  return fila;
}

/** Starts a timer and returns its id; a second open timer of the worker breaks the unique index. */
export async function insertarTiempo(
  tx: Tx,
  datos: { usuarioId: number; encargadoId: number; iniciadoEn: Date },
) {
  const [fila] = await insertar(tx).execute(datos);
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

const insertar = sentenciaPreparada('insertar_tiempo', (db) =>
  db
    .insert(tiempos)
    .values({
      usuarioId: sql.placeholder('usuarioId'),
      encargadoId: sql.placeholder('encargadoId'),
      estado: 'activo',
      iniciadoEn: sql.placeholder('iniciadoEn'),
      actualizadoEn: sql.placeholder('iniciadoEn'),
    })
    .returning({ id: tiempos.id }),
);

/** The columns a change may write. */
export type CambiosTiempo = Partial<typeof tiempos.$inferInsert>;

/** One history entry. */
export interface Evento {
  tiempoId: number;
  actorId: number | null;
  accion: string;
  antes: unknown;
  despues: unknown;
  /** Why (a void gives its reason). */
  motivo?: string | null;
  creadoEn: Date;
}

/**
 * Records history entries and announces the change live, in one statement for any
 * number: the notification rides on the insert (PostgreSQL sends identical payloads of
 * one transaction once, and only if it commits).
 */
export async function registrarEventos(tx: Tx, eventos: Evento[], aviso: Aviso) {
  const [uno, ...mas] = eventos;
  if (!uno) return;
  if (mas.length === 0) {
    await registrarUno(tx).execute({ ...valoresDelEvento(uno), aviso: JSON.stringify(aviso) });
    return;
  }
  await tx
    .insert(tiempoEventos)
    .values(eventos)
    .returning({ aviso: sql`pg_notify(${CANAL_TIEMPOS}, ${JSON.stringify(aviso)})` });
}

/**
 * Writes a change to some timers and records their history entries, one per timer
 * (announced live as `registrarEventos` does), in one statement: an action makes one round trip fewer to
 * the database (docs/rendimiento.md). The update runs whatever the insert returns: a
 * data-modifying `with` always runs to completion.
 */
export async function actualizarYRegistrar(
  tx: Tx,
  ids: number[],
  cambios: CambiosTiempo,
  eventos: Evento[],
  aviso: Aviso,
) {
  if (ids.length === 0 || eventos.length === 0) return;
  const actualizar = tx.update(tiempos).set(cambios).where(inArray(tiempos.id, ids));
  const registrar = tx
    .insert(tiempoEventos)
    .values(eventos)
    .returning({ aviso: sql`pg_notify(${CANAL_TIEMPOS}, ${JSON.stringify(aviso)})` });
  await tx.execute(sql`with actualizados as (${actualizar.getSQL()}) ${registrar.getSQL()}`);
}

/** A history entry's values, named as the placeholders of `eventoConAviso`. */
const valoresDelEvento = (e: Evento) => ({
  tiempoId: e.tiempoId,
  actorId: e.actorId,
  accion: e.accion,
  antes: paraColumna(tiempoEventos.antes, e.antes),
  despues: paraColumna(tiempoEventos.despues, e.despues),
  motivo: e.motivo ?? null,
  creadoEn: e.creadoEn,
});

/** One history entry, announced live (placeholders of `valoresDelEvento`, and `aviso`). */
const eventoConAviso = (db: Pick<Db, 'insert'>) =>
  db
    .insert(tiempoEventos)
    .values({
      tiempoId: sql.placeholder('tiempoId'),
      actorId: crudo('actorId'),
      accion: sql.placeholder('accion'),
      antes: crudo('antes'),
      despues: crudo('despues'),
      motivo: crudo('motivo'),
      creadoEn: sql.placeholder('creadoEn'),
    })
    .returning({ aviso: sql`pg_notify(${CANAL_TIEMPOS}, ${sql.placeholder('aviso')})` });

/** One history entry of one timer (a start, a void…), built once. */
const registrarUno = sentenciaPreparada('registrar_evento_de_tiempo', eventoConAviso);

/** Total confirmed seconds of a person (their running total: one row, whatever the history). */
export async function segundosConfirmadosDe(db: Tx, usuarioId: number) {
  const [fila] = await db
    .select({ s: totalesTiempo.segundos })
    .from(totalesTiempo)
    .where(eq(totalesTiempo.usuarioId, usuarioId));
  return Number(fila?.s ?? 0);
}

/** Adds a confirmed shift to the person's running totals (inside the confirmation). */
const sumar = sentenciaPreparada('sumar_al_total', (db) =>
  db
    .insert(totalesTiempo)
    .values({
      usuarioId: sql.placeholder('usuarioId'),
      turnos: 1,
      segundos: sql.placeholder('segundos'),
    })
    .onConflictDoUpdate({
      target: totalesTiempo.usuarioId,
      set: {
        turnos: sql`${totalesTiempo.turnos} + 1`,
        segundos: sql`${totalesTiempo.segundos} + excluded.segundos`,
      },
    }),
);

export async function sumarAlTotal(tx: Tx, usuarioId: number, segundos: number) {
  await sumar(tx).execute({ usuarioId, segundos });
}

/** Timers with these ids. */
export const porIds = (ids: number[]) => inArray(tiempos.id, ids);

/** Open timers managed by a person. */
export const aCargoDe = (usuarioId: number) => and(abierto, eq(tiempos.encargadoId, usuarioId));

/** Open timers of a worker. */
export const abiertosDe = (usuarioId: number) => and(abierto, eq(tiempos.usuarioId, usuarioId));

/** The workers whose timer runs now (not paused). */
export async function trabajadoresEnMarcha(db: Tx): Promise<number[]> {
  const filas = await db
    .select({ id: tiempos.usuarioId })
    .from(tiempos)
    .where(eq(tiempos.estado, 'activo'));
  return filas.map((f) => f.id);
}
