import { and, asc, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { ascensos } from '../../db/schema/ascensos';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';

const persona = alias(usuarios, 'persona');
const proponente = alias(usuarios, 'proponente');
const decisor = alias(usuarios, 'decisor');
const rangoActual = alias(rangos, 'rango_actual');
const misionActual = alias(misiones, 'mision_actual');

/** When the person's current post started: their last change of post, else registration. */
const desdePuesto = (
  id: typeof usuarios.id | typeof persona.id,
) => sql<number>`extract(epoch from coalesce(
  (select max(h.fecha) from historial_rangos h where h.usuario_id = ${id}),
  (select u.fecha_registro from usuarios u where u.id = ${id})))::float8`;

/** Confirmed seconds of a person in one pay week. */
const segundosSemana = (id: typeof persona.id, semana: string) =>
  sql<number>`(select coalesce(sum(t.segundos_confirmados), 0)::float8 from tiempos t
    where t.usuario_id = ${id} and t.estado = 'confirmado' and t.semana = ${semana})`;

function consulta(db: Tx, semana: string, anterior: string) {
  return db
    .select({
      id: ascensos.id,
      usuarioId: ascensos.usuarioId,
      usuario: persona.username,
      nivel: persona.nivel,
      rangoAhora: rangoActual.nombre,
      propuestoPorId: ascensos.propuestoPor,
      propuestoPor: proponente.username,
      nivelProponente: proponente.nivel,
      rangoAntes: ascensos.rangoAntes,
      misionAntes: ascensos.misionAntes,
      rango: ascensos.rango,
      mision: ascensos.mision,
      motivo: ascensos.motivo,
      estado: ascensos.estado,
      creadoEn: ascensos.creadoEn,
      decididoPor: decisor.username,
      decididoEn: ascensos.decididoEn,
      motivoRechazo: ascensos.motivoRechazo,
      desdePuesto: desdePuesto(persona.id),
      segundosSemana: segundosSemana(persona.id, semana),
      segundosAnterior: segundosSemana(persona.id, anterior),
    })
    .from(ascensos)
    .innerJoin(persona, eq(persona.id, ascensos.usuarioId))
    .innerJoin(proponente, eq(proponente.id, ascensos.propuestoPor))
    .leftJoin(decisor, eq(decisor.id, ascensos.decididoPor))
    .leftJoin(misionActual, eq(misionActual.id, persona.misionId))
    .leftJoin(rangoActual, eq(rangoActual.id, misionActual.rangoId));
}

/** A promotion with what the list shows of its person now. */
export type FilaAscenso = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

/**
 * The promotions a caller sees (docs/reglas.md, Promotions 28.2): every one for the owner;
 * else their own proposals and decisions, and the pending ones of people and proposers
 * both below an administrator's level. Pending first, then newest.
 */
export function visibles(
  db: Tx,
  caller: { id: number; nivel: number; administracion: boolean },
  semanas: { semana: string; anterior: string },
  limite: number,
) {
  let filtro: SQL | undefined;
  if (caller.nivel !== 0) {
    const propios = or(eq(ascensos.propuestoPor, caller.id), eq(ascensos.decididoPor, caller.id));
    filtro = caller.administracion
      ? or(
          propios,
          and(
            eq(ascensos.estado, 'pendiente'),
            gt(persona.nivel, caller.nivel),
            gt(proponente.nivel, caller.nivel),
          ),
        )
      : propios;
  }
  return consulta(db, semanas.semana, semanas.anterior)
    .where(filtro)
    .orderBy(sql`case when ${ascensos.estado} = 'pendiente' then 0 else 1 end`, desc(ascensos.id))
    .limit(limite);
}

/** One promotion as listed. */
export async function buscar(db: Tx, id: number, semanas: { semana: string; anterior: string }) {
  const [fila] = await consulta(db, semanas.semana, semanas.anterior).where(eq(ascensos.id, id));
  return fila;
}

/** Locks one promotion for its decision. */
export async function bloquear(db: Tx, id: number) {
  const [fila] = await db
    .select({
      id: ascensos.id,
      usuarioId: ascensos.usuarioId,
      propuestoPor: ascensos.propuestoPor,
      misionAntesId: ascensos.misionAntesId,
      misionId: ascensos.misionId,
      rangoAntes: ascensos.rangoAntes,
      misionAntes: ascensos.misionAntes,
      rango: ascensos.rango,
      mision: ascensos.mision,
      estado: ascensos.estado,
    })
    .from(ascensos)
    .where(eq(ascensos.id, id))
    .for('update');
  return fila;
}

/** A person's post now (mission, rank, level, price) and since when they hold it. */
export async function puestoDe(db: Tx, id: number) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      nivel: usuarios.nivel,
      misionId: usuarios.misionId,
      rango: rangos.nombre,
      mision: misiones.mision,
      costo: sql<number>`coalesce(${misiones.costo}, 0)`,
      desdePuesto: desdePuesto(usuarios.id),
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(usuarios.id, id));
  return fila;
}

/** A mission of the catalog with its rank's name and level. */
export async function mision(db: Tx, id: number) {
  const [fila] = await db
    .select({
      id: misiones.id,
      mision: misiones.mision,
      costo: misiones.costo,
      rango: rangos.nombre,
      nivel: rangos.nivel,
    })
    .from(misiones)
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(misiones.id, id));
  return fila;
}

/** The missions of ranks from level `desde` down to 6, highest first (the form's choices). */
export function misionesDesde(db: Tx, desde: number) {
  return db
    .select({
      id: misiones.id,
      mision: misiones.mision,
      costo: misiones.costo,
      rango: rangos.nombre,
      nivel: rangos.nivel,
    })
    .from(misiones)
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(and(sql`${rangos.nivel} >= ${desde}`, lte(rangos.nivel, 6)))
    .orderBy(asc(rangos.nivel), asc(rangos.id), desc(misiones.costo), asc(misiones.id));
}

/** Whether a person has a pending promotion. */
export async function tienePendiente(db: Tx, usuarioId: number) {
  const [fila] = await db
    .select({ id: ascensos.id })
    .from(ascensos)
    .where(and(eq(ascensos.usuarioId, usuarioId), eq(ascensos.estado, 'pendiente')))
    .limit(1);
  return Boolean(fila);
}

/** The level of a person now. */
export async function nivelDe(db: Tx, id: number) {
  const [fila] = await db
    .select({ nivel: usuarios.nivel })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila?.nivel;
}

/** Stores a proposal and returns its id. */
export async function insertar(db: Tx, datos: typeof ascensos.$inferInsert) {
  const [fila] = await db.insert(ascensos).values(datos).returning({ id: ascensos.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Approves or rejects a pending proposal. */
export async function decidir(
  db: Tx,
  id: number,
  decision: { estado: 'aprobado' | 'rechazado'; porId: number; en: Date; motivo: string | null },
) {
  await db
    .update(ascensos)
    .set({
      estado: decision.estado,
      decididoPor: decision.porId,
      decididoEn: decision.en,
      motivoRechazo: decision.motivo,
    })
    .where(eq(ascensos.id, id));
}
