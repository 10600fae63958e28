import { and, asc, desc, eq, gt, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { sentenciaPreparada } from '../../db/sentencias-preparadas';
import { ausencias } from '../../db/schema/ausencias';
import { usuarios } from '../../db/schema/usuarios';

const persona = alias(usuarios, 'persona');
const decisor = alias(usuarios, 'decisor');

function consulta(db: Tx) {
  return db
    .select({
      id: ausencias.id,
      usuarioId: ausencias.usuarioId,
      usuario: persona.username,
      nivel: persona.nivel,
      desde: ausencias.desde,
      hasta: ausencias.hasta,
      motivo: ausencias.motivo,
      estado: ausencias.estado,
      decidida_por: decisor.username,
    })
    .from(ausencias)
    .innerJoin(persona, eq(persona.id, ausencias.usuarioId))
    .leftJoin(decisor, eq(decisor.id, ausencias.decididaPor));
}

/** A leave request with its person's current level, as the service presents it. */
export type FilaAusencia = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

/**
 * The caller's own requests, plus those of the people below `nivelSobre` (every other
 * person's when it is 0, nobody else's when null): pending first, then newest.
 */
export function listar(db: Tx, propio: number, nivelSobre: number | null, limite: number) {
  let filtro: SQL | undefined = eq(ausencias.usuarioId, propio);
  if (nivelSobre !== null) {
    filtro = or(filtro, nivelSobre === 0 ? ne(persona.id, propio) : gt(persona.nivel, nivelSobre));
  }
  return consulta(db)
    .where(filtro)
    .orderBy(
      sql`case when ${ausencias.estado} = 'pendiente' then 0 else 1 end`,
      desc(ausencias.desde),
      desc(ausencias.id),
    )
    .limit(limite);
}

/** One request. */
export async function buscar(db: Tx, id: number) {
  const [fila] = await consulta(db).where(eq(ausencias.id, id));
  return fila;
}

/** Locks one request for a decision or a withdrawal. */
export async function bloquear(db: Tx, id: number) {
  const [fila] = await db
    .select({
      id: ausencias.id,
      usuarioId: ausencias.usuarioId,
      estado: ausencias.estado,
      desde: ausencias.desde,
      hasta: ausencias.hasta,
    })
    .from(ausencias)
    .where(eq(ausencias.id, id))
    .for('update');
  return fila;
}

/** Stores a request and returns its id. */
export async function insertar(db: Tx, datos: typeof ausencias.$inferInsert) {
  const [fila] = await db.insert(ausencias).values(datos).returning({ id: ausencias.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Approves or rejects a pending request. */
export async function decidir(
  db: Tx,
  id: number,
  estado: 'aprobada' | 'rechazada',
  porId: number,
  instante: Date,
) {
  await db
    .update(ausencias)
    .set({ estado, decididaPor: porId, decididaEn: instante })
    .where(eq(ausencias.id, id));
}

/** Removes a request (a withdrawal of one's own pending request). */
export async function borrar(db: Tx, id: number) {
  await db.delete(ausencias).where(eq(ausencias.id, id));
}

// Every start checks it (a kept statement).
const aprobadaCubriendo = sentenciaPreparada('ausencia_aprobada_en', (db) =>
  db
    .select({ hasta: ausencias.hasta })
    .from(ausencias)
    .where(
      and(
        eq(ausencias.usuarioId, sql.placeholder('usuarioId')),
        eq(ausencias.estado, 'aprobada'),
        lte(ausencias.desde, sql.placeholder('dia')),
        gte(ausencias.hasta, sql.placeholder('dia')),
      ),
    )
    .orderBy(desc(ausencias.hasta))
    .limit(1),
);

/** The approved leave covering `dia` (`YYYY-MM-DD`) of a person, the one ending last. */
export async function aprobadaEn(db: Tx, usuarioId: number, dia: string) {
  const [fila] = await aprobadaCubriendo(db).execute({ usuarioId, dia });
  return fila;
}

/** Ids of the people on approved leave on `dia`. */
export async function personasDeAusencia(db: Tx, dia: string) {
  const filas = await db
    .selectDistinct({ usuarioId: ausencias.usuarioId })
    .from(ausencias)
    .where(
      and(eq(ausencias.estado, 'aprobada'), lte(ausencias.desde, dia), gte(ausencias.hasta, dia)),
    )
    .orderBy(asc(ausencias.usuarioId));
  return new Set(filas.map((f) => f.usuarioId));
}
