import { and, asc, count, desc, eq, gt, gte, isNull, lt, min, ne, or, type SQL } from 'drizzle-orm';
import { NIVEL_INVITADO } from '@mchabbo/shared/niveles/niveles';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { advertencias } from '../../db/schema/advertencias';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';

const persona = alias(usuarios, 'persona');
const autor = alias(usuarios, 'autor');

function consulta(db: Tx) {
  return db
    .select({
      id: advertencias.id,
      usuarioId: advertencias.usuarioId,
      usuario: persona.username,
      nivel: persona.nivel,
      motivo: advertencias.motivo,
      por: autor.username,
      fecha: advertencias.fecha,
      retiradaEn: advertencias.retiradaEn,
    })
    .from(advertencias)
    .innerJoin(persona, eq(persona.id, advertencias.usuarioId))
    .innerJoin(autor, eq(autor.id, advertencias.porId));
}

/** A warning with its person's current level, as the service presents it. */
export type FilaAdvertencia = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

/** Who is below a level: everyone else for the owner (level 0). */
function debajoDe(caller: { id: number; nivel: number }): SQL {
  return caller.nivel === 0 ? ne(persona.id, caller.id) : gt(persona.nivel, caller.nivel);
}

/** One person's warnings, newest first. */
export function deUsuario(db: Tx, usuarioId: number, limite: number) {
  return consulta(db)
    .where(eq(advertencias.usuarioId, usuarioId))
    .orderBy(desc(advertencias.fecha), desc(advertencias.id))
    .limit(limite);
}

/** The caller's own warnings and those of everyone below them, newest first. */
export function visibles(db: Tx, caller: { id: number; nivel: number }, limite: number) {
  return consulta(db)
    .where(or(eq(advertencias.usuarioId, caller.id), debajoDe(caller)))
    .orderBy(desc(advertencias.fecha), desc(advertencias.id))
    .limit(limite);
}

/** One warning. */
export async function buscar(db: Tx, id: number) {
  const [fila] = await consulta(db).where(eq(advertencias.id, id));
  return fila;
}

/** Locks one warning for its retirement. */
export async function bloquear(db: Tx, id: number) {
  const [fila] = await db
    .select({
      id: advertencias.id,
      usuarioId: advertencias.usuarioId,
      retiradaEn: advertencias.retiradaEn,
    })
    .from(advertencias)
    .where(eq(advertencias.id, id))
    .for('update');
  return fila;
}

/** Stores a warning and returns its id. */
export async function insertar(db: Tx, datos: typeof advertencias.$inferInsert) {
  const [fila] = await db.insert(advertencias).values(datos).returning({ id: advertencias.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Retires a warning: it stays as history, no longer active. */
export async function retirar(db: Tx, id: number, porId: number, instante: Date) {
  await db
    .update(advertencias)
    .set({ retiradaEn: instante, retiradaPor: porId })
    .where(eq(advertencias.id, id));
}

/** People below the caller with at least `minimo` warnings given since `desde` and not retired. */
export function conActivas(
  db: Tx,
  caller: { id: number; nivel: number },
  desde: Date,
  minimo: number,
) {
  const activas = count(advertencias.id);
  return db
    .select({
      usuario: persona.username,
      rango: rangos.nombre,
      advertencias_activas: activas,
      primera: min(advertencias.fecha),
    })
    .from(advertencias)
    .innerJoin(persona, eq(persona.id, advertencias.usuarioId))
    .leftJoin(misiones, eq(misiones.id, persona.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(
      and(
        isNull(advertencias.retiradaEn),
        gt(advertencias.fecha, desde),
        debajoDe(caller),
        // A guest (dismissed already, or never ranked) cannot be dismissed.
        lt(persona.nivel, NIVEL_INVITADO),
      ),
    )
    .groupBy(persona.id, persona.username, rangos.nombre)
    .having(({ advertencias_activas }) => gte(advertencias_activas, minimo))
    .orderBy(desc(activas), asc(persona.username));
}

/** Active warnings (given since `desde`, not retired) per person, with the oldest one's date. */
export function activasPorPersona(db: Tx, desde: Date) {
  return db
    .select({
      usuarioId: advertencias.usuarioId,
      n: count(advertencias.id),
      primera: min(advertencias.fecha),
    })
    .from(advertencias)
    .where(and(isNull(advertencias.retiradaEn), gt(advertencias.fecha, desde)))
    .groupBy(advertencias.usuarioId);
}
