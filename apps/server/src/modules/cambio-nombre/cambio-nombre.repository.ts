import { desc, eq, sql } from 'drizzle-orm';
import type { SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import type { Tx } from '../../db/client';
import { cambiosNombre } from '../../db/schema/cambios-nombre';
import { usuarios } from '../../db/schema/usuarios';

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
    fecha: f.creadoEn.toISOString(),
  };
}

/** Requests, waiting ones first, newest first. */
export async function listarSolicitudes(db: Tx, limite: number) {
  const filas = await consulta(db)
    .orderBy(cambiosNombre.aprobado, desc(cambiosNombre.creadoEn), desc(cambiosNombre.id))
    .limit(limite);
  return filas.map(presentar);
}

/** One request with its requester's id and level, locked when inside a transaction. */
export async function bloquearSolicitud(db: Tx, id: number) {
  const [fila] = await consulta(db)
    .where(eq(cambiosNombre.id, id))
    .for('update', { of: cambiosNombre });
  return fila;
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

/**
 * Renames an account (every history row refers to it by id, so all of it follows) and
 * ends its sessions, whose stored name is now stale: the person signs in again.
 */
export async function renombrar(db: Tx, usuarioId: number, username: string) {
  await db
    .update(usuarios)
    .set({ username, tokenVersion: sql`${usuarios.tokenVersion} + 1` })
    .where(eq(usuarios.id, usuarioId));
}

/** One request by id as listed. */
export async function buscarSolicitud(db: Tx, id: number) {
  const [fila] = await consulta(db).where(eq(cambiosNombre.id, id));
  return fila && presentar(fila);
}
