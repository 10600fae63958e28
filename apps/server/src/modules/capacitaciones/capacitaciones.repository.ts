import {
  and,
  asc,
  count,
  countDistinct,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  notInArray,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  capacitaciones,
  capacitacionResultados,
  capacitacionSesiones,
} from '../../db/schema/capacitaciones';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';

export type FilaCurso = typeof capacitaciones.$inferSelect;

const instructor = alias(usuarios, 'instructor');

/** Every course not archived, oldest first. */
export function cursos(db: Tx): Promise<FilaCurso[]> {
  return db
    .select()
    .from(capacitaciones)
    .where(eq(capacitaciones.archivada, false))
    .orderBy(asc(capacitaciones.id));
}

/** One course not archived; `bloquear` takes its row FOR UPDATE (bookings and attempts of it wait in line). */
export async function curso(db: Tx, id: number, bloquear = false): Promise<FilaCurso | undefined> {
  const q = db
    .select()
    .from(capacitaciones)
    .where(and(eq(capacitaciones.id, id), eq(capacitaciones.archivada, false)));
  const [fila] = await (bloquear ? q.for('update') : q);
  return fila;
}

export function insertar(db: Tx, datos: typeof capacitaciones.$inferInsert) {
  return db.insert(capacitaciones).values(datos).returning({ id: capacitaciones.id });
}

export function actualizar(db: Tx, id: number, datos: Partial<typeof capacitaciones.$inferInsert>) {
  return db.update(capacitaciones).set(datos).where(eq(capacitaciones.id, id));
}

/** Whether anyone has a result, a slot or a session of the course (then it is archived, not deleted). */
export async function tieneHistoria(db: Tx, id: number): Promise<boolean> {
  const [fila] = await db
    .select({
      hay: sql<boolean>`exists(select 1 from capacitacion_resultados where capacitacion_id = ${id})
        or exists(select 1 from capacitacion_turnos where capacitacion_id = ${id})`,
    })
    .from(capacitaciones)
    .where(eq(capacitaciones.id, id));
  return Boolean(fila?.hay);
}

export function borrar(db: Tx, id: number) {
  return db.delete(capacitaciones).where(eq(capacitaciones.id, id));
}

/** Whether a rank of that name is in the catalog. */
export async function rangoExiste(db: Tx, nombre: string): Promise<boolean> {
  const [fila] = await db
    .select({ id: rangos.id })
    .from(rangos)
    .where(sql`lower(${rangos.nombre}) = lower(${nombre})`);
  return fila !== undefined;
}

/** The first passing result of each course of a person: when and by whom (null: by exam). */
export async function aprobadasDe(db: Tx, usuarioId: number) {
  return db
    .selectDistinctOn([capacitacionResultados.capacitacionId], {
      id: capacitacionResultados.capacitacionId,
      nombre: capacitaciones.nombre,
      fecha: capacitacionResultados.en,
      instructor: instructor.username,
    })
    .from(capacitacionResultados)
    .innerJoin(capacitaciones, eq(capacitaciones.id, capacitacionResultados.capacitacionId))
    .leftJoin(capacitacionSesiones, eq(capacitacionSesiones.id, capacitacionResultados.sesionId))
    .leftJoin(instructor, eq(instructor.id, capacitacionSesiones.instructorId))
    .where(
      and(
        eq(capacitacionResultados.usuarioId, usuarioId),
        eq(capacitacionResultados.aprobado, true),
        eq(capacitaciones.archivada, false),
      ),
    )
    .orderBy(asc(capacitacionResultados.capacitacionId), asc(capacitacionResultados.en));
}

/** The last exam attempt of a person in each course (for the wait between tries). */
export async function ultimosIntentos(db: Tx, usuarioId: number): Promise<Map<number, Date>> {
  const filas = await db
    .select({
      id: capacitacionResultados.capacitacionId,
      en: sql<Date>`max(${capacitacionResultados.en})`.mapWith(capacitacionResultados.en),
    })
    .from(capacitacionResultados)
    .where(
      and(
        eq(capacitacionResultados.usuarioId, usuarioId),
        sql`${capacitacionResultados.sesionId} is null`,
      ),
    )
    .groupBy(capacitacionResultados.capacitacionId);
  return new Map(filas.map((f) => [f.id, f.en]));
}

/** Records one result (an exam attempt, or an attendee of a session). */
export function insertarResultados(db: Tx, filas: (typeof capacitacionResultados.$inferInsert)[]) {
  return db.insert(capacitacionResultados).values(filas);
}

/** Who passed a course: each person once, their first pass. */
export function aprobados(db: Tx, capacitacionId: number) {
  const persona = alias(usuarios, 'persona');
  return db
    .selectDistinctOn([capacitacionResultados.usuarioId], {
      usuario: persona.username,
      fecha: capacitacionResultados.en,
      instructor: instructor.username,
    })
    .from(capacitacionResultados)
    .innerJoin(persona, eq(persona.id, capacitacionResultados.usuarioId))
    .leftJoin(capacitacionSesiones, eq(capacitacionSesiones.id, capacitacionResultados.sesionId))
    .leftJoin(instructor, eq(instructor.id, capacitacionSesiones.instructorId))
    .where(
      and(
        eq(capacitacionResultados.capacitacionId, capacitacionId),
        eq(capacitacionResultados.aprobado, true),
      ),
    )
    .orderBy(asc(capacitacionResultados.usuarioId), asc(capacitacionResultados.en));
}

/** A person's name, level and rank name (null without a rank). */
export async function puestoDe(db: Tx, usuarioId: number) {
  const [fila] = await db
    .select({ username: usuarios.username, nivel: usuarios.nivel, rango: rangos.nombre })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(usuarios.id, usuarioId));
  return fila;
}

/** The rank name of a mission. */
export async function rangoDeMision(db: Tx, misionId: number): Promise<string | undefined> {
  const [fila] = await db
    .select({ rango: rangos.nombre })
    .from(misiones)
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(misiones.id, misionId));
  return fila?.rango;
}

/**
 * The first course (by id) a change of post needs and the person has not passed:
 * those required for `rango`, and for the first rank when they have none.
 */
export async function requeridaSinAprobar(
  db: Tx,
  usuarioId: number,
  rango: string,
  primerRango: boolean,
  salvo: readonly { id: number }[] = [],
): Promise<{ id: number; nombre: string } | undefined> {
  const [fila] = await db
    .select({ id: capacitaciones.id, nombre: capacitaciones.nombre })
    .from(capacitaciones)
    .where(
      and(
        eq(capacitaciones.archivada, false),
        primerRango
          ? sql`(${capacitaciones.requeridaPara} = 'primer_rango' or lower(${capacitaciones.requeridaPara}) = lower(${rango}))`
          : sql`lower(${capacitaciones.requeridaPara}) = lower(${rango})`,
        sql`not exists (select 1 from capacitacion_resultados r where r.capacitacion_id = ${capacitaciones.id}
          and r.usuario_id = ${usuarioId} and r.aprobado)`,
        salvo.length === 0
          ? undefined
          : notInArray(
              capacitaciones.id,
              salvo.map((c) => c.id),
            ),
      ),
    )
    .orderBy(asc(capacitaciones.id))
    .limit(1);
  return fila;
}

/**
 * People without a mission (no rank) who passed a course not archived that is required
 * for a rank, each once with their first such pass, oldest first (Pendientes).
 */
export async function aprobadosSinRango(db: Tx) {
  const filas = await db
    .selectDistinctOn([capacitacionResultados.usuarioId], {
      usuario: usuarios.username,
      capacitacion: capacitaciones.nombre,
      fecha: capacitacionResultados.en,
    })
    .from(capacitacionResultados)
    .innerJoin(capacitaciones, eq(capacitaciones.id, capacitacionResultados.capacitacionId))
    .innerJoin(usuarios, eq(usuarios.id, capacitacionResultados.usuarioId))
    .where(
      and(
        eq(capacitacionResultados.aprobado, true),
        eq(capacitaciones.archivada, false),
        isNotNull(capacitaciones.requeridaPara),
        isNull(usuarios.misionId),
      ),
    )
    .orderBy(asc(capacitacionResultados.usuarioId), asc(capacitacionResultados.en));
  return filas.sort((a, b) => a.fecha.getTime() - b.fecha.getTime());
}

/** The instants of the sessions recorded in [desde, hasta). */
export async function sesionesEntre(db: Tx, desde: Date, hasta: Date) {
  const filas = await db
    .select({ en: capacitacionSesiones.en })
    .from(capacitacionSesiones)
    .where(and(gte(capacitacionSesiones.en, desde), lt(capacitacionSesiones.en, hasta)));
  return filas.map((f) => f.en);
}

/** The instants of the passing results (by session or exam) of courses not archived in [desde, hasta). */
export async function aprobadosEntre(db: Tx, desde: Date, hasta: Date) {
  const filas = await db
    .select({ en: capacitacionResultados.en })
    .from(capacitacionResultados)
    .innerJoin(capacitaciones, eq(capacitaciones.id, capacitacionResultados.capacitacionId))
    .where(
      and(
        eq(capacitacionResultados.aprobado, true),
        eq(capacitaciones.archivada, false),
        gte(capacitacionResultados.en, desde),
        lt(capacitacionResultados.en, hasta),
      ),
    );
  return filas.map((f) => f.en);
}

/** Per trainer, the sessions recorded in [desde, hasta) and the attendees they graded. */
export function sesionesPorInstructor(db: Tx, desde: Date, hasta: Date) {
  return db
    .select({
      usuario: instructor.username,
      sesiones: countDistinct(capacitacionSesiones.id),
      asistentes: count(capacitacionResultados.id),
    })
    .from(capacitacionSesiones)
    .innerJoin(instructor, eq(instructor.id, capacitacionSesiones.instructorId))
    .leftJoin(capacitacionResultados, eq(capacitacionResultados.sesionId, capacitacionSesiones.id))
    .where(and(gte(capacitacionSesiones.en, desde), lt(capacitacionSesiones.en, hasta)))
    .groupBy(instructor.username);
}
