import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AperturaSemanal, PaisHorario } from '@mchabbo/shared/aperturas/horario';
import type { Tx } from '../../db/client';
import {
  aperturasAvisos,
  aperturasEncargados,
  aperturasEspeciales,
  aperturasRecordatorios,
  horarioAperturas,
} from '../../db/schema/aperturas';
import { usuarios } from '../../db/schema/usuarios';

/** The saved schedule, or undefined when the owner never saved one. */
export async function leerHorario(db: Tx) {
  const [fila] = await db
    .select({ semana: horarioAperturas.semana, paises: horarioAperturas.paises })
    .from(horarioAperturas)
    .where(eq(horarioAperturas.id, 1));
  return fila;
}

/** Saves the schedule (the one row), locking it against a concurrent save. */
export async function guardarHorario(
  db: Tx,
  semana: AperturaSemanal[],
  paises: PaisHorario[],
  instante: Date,
) {
  await db
    .insert(horarioAperturas)
    .values({ id: 1, semana, paises, cambiadoEn: instante })
    .onConflictDoUpdate({
      target: horarioAperturas.id,
      set: { semana, paises, cambiadoEn: instante },
    });
}

/** One-off openings starting in [desde, hasta) and closed days from `diaDesde` to `diaHasta`. */
export function especiales(db: Tx, desde: Date, hasta: Date, diaDesde: string, diaHasta: string) {
  return db
    .select()
    .from(aperturasEspeciales)
    .where(
      sql`(${aperturasEspeciales.inicio} >= ${desde} and ${aperturasEspeciales.inicio} < ${hasta})
        or (${aperturasEspeciales.fecha} >= ${diaDesde} and ${aperturasEspeciales.fecha} <= ${diaHasta})`,
    )
    .orderBy(asc(aperturasEspeciales.id));
}

/** The closed days from `desde` on, soonest first (at most 60). */
export function cierresDesde(db: Tx, desde: string) {
  return db
    .select({ fecha: aperturasEspeciales.fecha, motivo: aperturasEspeciales.motivo })
    .from(aperturasEspeciales)
    .where(and(eq(aperturasEspeciales.cerrado, true), gte(aperturasEspeciales.fecha, desde)))
    .orderBy(asc(aperturasEspeciales.fecha))
    .limit(60);
}

/** A one-off opening or closed day, locked. */
export async function bloquearEspecial(db: Tx, id: number) {
  const [fila] = await db
    .select()
    .from(aperturasEspeciales)
    .where(eq(aperturasEspeciales.id, id))
    .for('update');
  return fila;
}

/** Inserts a one-off opening or closed day; undefined when its start or day is taken. */
export async function insertarEspecial(db: Tx, fila: typeof aperturasEspeciales.$inferInsert) {
  const [nueva] = await db
    .insert(aperturasEspeciales)
    .values(fila)
    .onConflictDoNothing()
    .returning({ id: aperturasEspeciales.id });
  return nueva?.id;
}

export async function borrarEspecial(db: Tx, id: number) {
  await db.delete(aperturasEspeciales).where(eq(aperturasEspeciales.id, id));
}

/** The managers signed up to openings starting in [desde, hasta), by start then sign-up. */
export function encargados(db: Tx, desde: Date, hasta: Date) {
  return db
    .select({
      inicio: aperturasEncargados.inicio,
      usuarioId: aperturasEncargados.usuarioId,
      username: usuarios.username,
    })
    .from(aperturasEncargados)
    .innerJoin(usuarios, eq(usuarios.id, aperturasEncargados.usuarioId))
    .where(and(gte(aperturasEncargados.inicio, desde), lt(aperturasEncargados.inicio, hasta)))
    .orderBy(
      asc(aperturasEncargados.inicio),
      asc(aperturasEncargados.apuntadoEn),
      asc(usuarios.id),
    );
}

/** Puts a person on an opening (already there is fine). */
export async function apuntar(db: Tx, inicio: Date, usuarioId: number, instante: Date) {
  await db
    .insert(aperturasEncargados)
    .values({ inicio, usuarioId, apuntadoEn: instante })
    .onConflictDoNothing();
}

/** Takes a person off an opening; whether they were on it. */
export async function desapuntar(db: Tx, inicio: Date, usuarioId: number) {
  const filas = await db
    .delete(aperturasEncargados)
    .where(
      and(eq(aperturasEncargados.inicio, inicio), eq(aperturasEncargados.usuarioId, usuarioId)),
    )
    .returning({ usuarioId: aperturasEncargados.usuarioId });
  return filas.length > 0;
}

/** Takes everyone off an opening; the ids of those who were on it. */
export async function desapuntarTodos(db: Tx, inicio: Date) {
  const filas = await db
    .delete(aperturasEncargados)
    .where(eq(aperturasEncargados.inicio, inicio))
    .returning({ usuarioId: aperturasEncargados.usuarioId });
  return filas.map((f) => f.usuarioId);
}

/**
 * Claims the reminders of these openings: the starts whose row this call inserted (a
 * start another process claimed first is left out, so each reminder goes once).
 */
export async function reclamarRecordatorios(db: Tx, inicios: Date[], instante: Date) {
  if (inicios.length === 0) return [];
  const filas = await db
    .insert(aperturasRecordatorios)
    .values(inicios.map((inicio) => ({ inicio, enviadoEn: instante })))
    .onConflictDoNothing()
    .returning({ inicio: aperturasRecordatorios.inicio });
  return filas.map((f) => f.inicio);
}

/** The highest level of the staff (guests, level 7, are no longer told). */
const NIVEL_TRABAJADOR_MAX = 6;

/** The staff who asked to be told of every opening. */
export async function suscritos(db: Tx) {
  const filas = await db
    .select({ usuarioId: aperturasAvisos.usuarioId })
    .from(aperturasAvisos)
    .innerJoin(usuarios, eq(usuarios.id, aperturasAvisos.usuarioId))
    .where(lte(usuarios.nivel, NIVEL_TRABAJADOR_MAX));
  return filas.map((f) => f.usuarioId);
}

export async function avisoActivo(db: Tx, usuarioId: number) {
  const filas = await db
    .select({ usuarioId: aperturasAvisos.usuarioId })
    .from(aperturasAvisos)
    .where(eq(aperturasAvisos.usuarioId, usuarioId));
  return filas.length > 0;
}

export async function guardarAviso(db: Tx, usuarioId: number, activo: boolean) {
  if (activo) {
    await db.insert(aperturasAvisos).values({ usuarioId }).onConflictDoNothing();
  } else {
    await db.delete(aperturasAvisos).where(eq(aperturasAvisos.usuarioId, usuarioId));
  }
}
