import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { MiSolicitud, SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import type { Tx } from '../../db/client';
import { columnasDeNombre } from '../../db/esqueletos';
import { cambiosNombre } from '../../db/schema/cambios-nombre';
import { usuarios } from '../../db/schema/usuarios';
import { cerrarSesionesAbiertas } from '../../lib/sesiones';

function consulta(db: Tx) {
  return db
    .select({
      id: cambiosNombre.id,
      usuarioId: cambiosNombre.usuarioId,
      nivel: usuarios.nivel,
      nameUser: usuarios.username,
      oldName: cambiosNombre.nombreAnterior,
      newName: cambiosNombre.nombreNuevo,
      aprobado: cambiosNombre.aprobado,
      creadoEn: cambiosNombre.creadoEn,
      habboCoincide: cambiosNombre.habboCoincide,
      rechazadoEn: cambiosNombre.rechazadoEn,
      motivoRechazo: cambiosNombre.motivoRechazo,
    })
    .from(cambiosNombre)
    .innerJoin(usuarios, eq(usuarios.id, cambiosNombre.usuarioId));
}

type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

/** The public shape of a request. */
export function presentar(f: Fila): SolicitudCambioNombre {
  return {
    id: f.id,
    nameUser: f.nameUser,
    oldName: f.oldName,
    newName: f.newName,
    aprobado: f.aprobado,
    estado: f.aprobado ? 'aprobado' : f.rechazadoEn ? 'rechazado' : 'pendiente',
    motivo_rechazo: f.motivoRechazo,
    fecha: f.creadoEn.toISOString(),
    habbo_coincide: f.habboCoincide,
  };
}

/** Whether a request still waits for a decision (neither approved nor rejected). */
const pendiente = and(eq(cambiosNombre.aprobado, false), isNull(cambiosNombre.rechazadoEn));

/** Requests, waiting ones first, newest first. */
export async function listarSolicitudes(db: Tx, limite: number) {
  const filas = await consulta(db)
    .orderBy(
      asc(sql`case when ${pendiente} then 0 else 1 end`),
      desc(cambiosNombre.creadoEn),
      desc(cambiosNombre.id),
    )
    .limit(limite);
  return filas.map(presentar);
}

/** One person's requests, newest first, as they read them (at most `limite`). */
export async function solicitudesDe(
  db: Tx,
  usuarioId: number,
  limite: number,
): Promise<MiSolicitud[]> {
  const filas = await db
    .select({
      id: cambiosNombre.id,
      oldName: cambiosNombre.nombreAnterior,
      newName: cambiosNombre.nombreNuevo,
      aprobado: cambiosNombre.aprobado,
      aprobadoEn: cambiosNombre.aprobadoEn,
      rechazadoEn: cambiosNombre.rechazadoEn,
      motivoRechazo: cambiosNombre.motivoRechazo,
      creadoEn: cambiosNombre.creadoEn,
    })
    .from(cambiosNombre)
    .where(eq(cambiosNombre.usuarioId, usuarioId))
    .orderBy(desc(cambiosNombre.creadoEn), desc(cambiosNombre.id))
    .limit(limite);
  return filas.map((f) => ({
    id: f.id,
    oldName: f.oldName,
    newName: f.newName,
    estado: f.aprobado ? 'aprobada' : f.rechazadoEn ? 'rechazada' : 'pendiente',
    motivo_rechazo: f.motivoRechazo,
    fecha: f.creadoEn.toISOString(),
    decidida_en: (f.aprobado ? f.aprobadoEn : f.rechazadoEn)?.toISOString() ?? null,
  }));
}

/** Every waiting request with its requester's id and level, oldest first (Pending work). */
export async function pendientes(db: Tx) {
  return consulta(db).where(pendiente).orderBy(asc(cambiosNombre.creadoEn), asc(cambiosNombre.id));
}

/** One request with its requester's id and level, locked when inside a transaction. */
export async function bloquearSolicitud(db: Tx, id: number) {
  const [fila] = await consulta(db)
    .where(eq(cambiosNombre.id, id))
    .for('update', { of: cambiosNombre });
  return fila;
}

/** The lock that makes name-change requests wait for each other (any value will do). */
const BLOQUEO_SOLICITUDES = 7_314_202_612;

/**
 * Makes the caller's transaction the only one placing a name-change request until it
 * ends, so two people cannot both ask for look-alike names at once.
 */
export async function bloquearSolicitudes(db: Tx) {
  await db.execute(sql`select pg_advisory_xact_lock(${BLOQUEO_SOLICITUDES}::bigint)`);
}

/** The names other people are waiting for (a rejected request reserves nothing). */
export async function nombresPendientesDeOtros(db: Tx, usuarioId: number) {
  const filas = await db
    .select({ nombreNuevo: cambiosNombre.nombreNuevo })
    .from(cambiosNombre)
    .where(and(pendiente, ne(cambiosNombre.usuarioId, usuarioId)));
  return filas.map((f) => f.nombreNuevo);
}

/** Stores a waiting request and returns its id. */
export async function insertarSolicitud(db: Tx, datos: typeof cambiosNombre.$inferInsert) {
  const [fila] = await db.insert(cambiosNombre).values(datos).returning({ id: cambiosNombre.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Marks a request approved. */
export async function aprobar(db: Tx, id: number, por: number) {
  await db
    .update(cambiosNombre)
    .set({ aprobado: true, aprobadoEn: sql`now()`, aprobadoPor: por })
    .where(eq(cambiosNombre.id, id));
}

/** Marks a request rejected, with the reason if any. */
export async function rechazar(db: Tx, id: number, por: number, motivo: string | null) {
  await db
    .update(cambiosNombre)
    .set({ rechazadoEn: sql`now()`, rechazadoPor: por, motivoRechazo: motivo })
    .where(eq(cambiosNombre.id, id));
}

/**
 * Renames an account (every history row refers to it by id, so all of it follows) and
 * ends its sessions, whose stored name is now stale: the person signs in again.
 */
export async function renombrar(db: Tx, usuarioId: number, username: string) {
  await db
    .update(usuarios)
    .set({
      username,
      ...columnasDeNombre(username),
      tokenVersion: sql`${usuarios.tokenVersion} + 1`,
      cierreMotivo: 'nombre',
    })
    .where(eq(usuarios.id, usuarioId));
  await cerrarSesionesAbiertas(db, usuarioId, 'nombre', username);
}

/** One request by id as listed. */
export async function buscarSolicitud(db: Tx, id: number) {
  const [fila] = await consulta(db).where(eq(cambiosNombre.id, id));
  return fila && presentar(fila);
}
