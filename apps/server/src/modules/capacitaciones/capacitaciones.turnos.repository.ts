import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  capacitaciones,
  capacitacionReservas,
  capacitacionSesiones,
  capacitacionTurnos,
} from '../../db/schema/capacitaciones';
import { usuarios } from '../../db/schema/usuarios';

/** A slot with its course, trainer and bookings. */
export interface FilaTurno {
  id: number;
  capacitacionId: number;
  capacitacion: string;
  instructorId: number;
  instructor: string;
  inicio: Date;
  plazas: number;
  reservas: { id: number; username: string }[];
}

const libres = sql<
  { id: number; username: string }[]
>`coalesce((select json_agg(json_build_object('id', u.id, 'username', u.username) order by r.id)
  from capacitacion_reservas r join usuarios u on u.id = r.usuario_id
  where r.turno_id = ${capacitacionTurnos.id}), '[]'::json)`;

function consulta(db: Tx) {
  return db
    .select({
      id: capacitacionTurnos.id,
      capacitacionId: capacitacionTurnos.capacitacionId,
      capacitacion: capacitaciones.nombre,
      instructorId: capacitacionTurnos.instructorId,
      instructor: usuarios.username,
      inicio: capacitacionTurnos.inicio,
      plazas: capacitacionTurnos.plazas,
      reservas: libres,
    })
    .from(capacitacionTurnos)
    .innerJoin(capacitaciones, eq(capacitaciones.id, capacitacionTurnos.capacitacionId))
    .innerJoin(usuarios, eq(usuarios.id, capacitacionTurnos.instructorId));
}

/**
 * Slots of courses not archived whose session is not recorded yet and that started after
 * `desde` (a trainer still records a session that started a while ago), soonest first.
 */
export function proximos(db: Tx, desde: Date): Promise<FilaTurno[]> {
  return consulta(db)
    .where(
      and(
        eq(capacitaciones.archivada, false),
        gt(capacitacionTurnos.inicio, desde),
        sql`not exists (select 1 from capacitacion_sesiones s where s.turno_id = ${capacitacionTurnos.id})`,
      ),
    )
    .orderBy(asc(capacitacionTurnos.inicio), asc(capacitacionTurnos.id))
    .limit(200);
}

/** One slot. */
export async function turno(db: Tx, id: number): Promise<FilaTurno | undefined> {
  const [fila] = await consulta(db).where(eq(capacitacionTurnos.id, id));
  return fila;
}

/** The slot's row FOR UPDATE: bookings of one slot wait in line, so its places are counted right. */
export async function bloquear(db: Tx, id: number) {
  const [fila] = await db
    .select({ id: capacitacionTurnos.id, capacitacionId: capacitacionTurnos.capacitacionId })
    .from(capacitacionTurnos)
    .where(eq(capacitacionTurnos.id, id))
    .for('update');
  return fila;
}

export async function insertar(db: Tx, datos: typeof capacitacionTurnos.$inferInsert) {
  const [fila] = await db
    .insert(capacitacionTurnos)
    .values(datos)
    .returning({ id: capacitacionTurnos.id });
  return fila?.id ?? 0;
}

/** Whether the person holds a place in a slot of the course whose session is not recorded yet. */
export async function reservaEnCurso(db: Tx, capacitacionId: number, usuarioId: number) {
  const [fila] = await db
    .select({ id: capacitacionReservas.id })
    .from(capacitacionReservas)
    .innerJoin(capacitacionTurnos, eq(capacitacionTurnos.id, capacitacionReservas.turnoId))
    .where(
      and(
        eq(capacitacionTurnos.capacitacionId, capacitacionId),
        eq(capacitacionReservas.usuarioId, usuarioId),
        sql`not exists (select 1 from capacitacion_sesiones s where s.turno_id = ${capacitacionTurnos.id})`,
      ),
    );
  return fila !== undefined;
}

export function reservar(db: Tx, turnoId: number, usuarioId: number) {
  return db.insert(capacitacionReservas).values({ turnoId, usuarioId });
}

/** Deletes the person's booking; whether there was one. */
export async function cancelar(db: Tx, turnoId: number, usuarioId: number) {
  const filas = await db
    .delete(capacitacionReservas)
    .where(
      and(eq(capacitacionReservas.turnoId, turnoId), eq(capacitacionReservas.usuarioId, usuarioId)),
    )
    .returning({ id: capacitacionReservas.id });
  return filas.length > 0;
}

/** Records a session; its slot (if any) may have one only (unique index). */
export async function insertarSesion(db: Tx, datos: typeof capacitacionSesiones.$inferInsert) {
  const [fila] = await db
    .insert(capacitacionSesiones)
    .values(datos)
    .returning({ id: capacitacionSesiones.id });
  return fila?.id ?? 0;
}

/** Whether the slot's session is already recorded. */
export async function tieneSesion(db: Tx, turnoId: number) {
  const [fila] = await db
    .select({ id: capacitacionSesiones.id })
    .from(capacitacionSesiones)
    .where(eq(capacitacionSesiones.turnoId, turnoId));
  return fila !== undefined;
}

/**
 * The bookings of a trainer's slots starting in (desde, hasta] whose session is not
 * recorded yet, of courses not archived, soonest first (Pendientes).
 */
export function reservasDeInstructor(db: Tx, instructorId: number, desde: Date, hasta: Date) {
  return db
    .select({
      usuario: usuarios.username,
      capacitacion: capacitaciones.nombre,
      inicio: capacitacionTurnos.inicio,
    })
    .from(capacitacionReservas)
    .innerJoin(capacitacionTurnos, eq(capacitacionTurnos.id, capacitacionReservas.turnoId))
    .innerJoin(capacitaciones, eq(capacitaciones.id, capacitacionTurnos.capacitacionId))
    .innerJoin(usuarios, eq(usuarios.id, capacitacionReservas.usuarioId))
    .where(
      and(
        eq(capacitacionTurnos.instructorId, instructorId),
        eq(capacitaciones.archivada, false),
        gt(capacitacionTurnos.inicio, desde),
        lte(capacitacionTurnos.inicio, hasta),
        sql`not exists (select 1 from capacitacion_sesiones s where s.turno_id = ${capacitacionTurnos.id})`,
      ),
    )
    .orderBy(asc(capacitacionTurnos.inicio), asc(capacitacionReservas.id));
}

/**
 * Claims the reminders of the slots starting in (desde, hasta] of courses not archived,
 * whose session is not recorded and whose reminder has not gone out: marks them and
 * answers their ids. A slot another process marked first is left out (its row is locked
 * and read again), so each reminder goes once.
 */
export async function reclamarRecordatorios(db: Tx, desde: Date, hasta: Date) {
  const filas = await db
    .update(capacitacionTurnos)
    .set({ recordadoEn: desde })
    .where(
      and(
        isNull(capacitacionTurnos.recordadoEn),
        gt(capacitacionTurnos.inicio, desde),
        lte(capacitacionTurnos.inicio, hasta),
        sql`exists (select 1 from capacitaciones c where c.id = ${capacitacionTurnos.capacitacionId} and not c.archivada)`,
        sql`not exists (select 1 from capacitacion_sesiones s where s.turno_id = ${capacitacionTurnos.id})`,
      ),
    )
    .returning({ id: capacitacionTurnos.id });
  return filas.map((f) => f.id);
}
