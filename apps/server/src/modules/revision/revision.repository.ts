import { and, asc, between, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { revisionEstado, revisionHabbo, revisionPresencia } from '../../db/schema/revision-habbo';
import { usuarios } from '../../db/schema/usuarios';

/** The roster check's state row. */
const ESTADO = 1;

/** A staff member the round reads (levels 1–6), with the names of their post. */
export interface PersonaRevisada {
  id: number;
  username: string;
  habboUniqueId: string | null;
  rango: string | null;
  mision: string | null;
}

/** Every staff member (levels 1–6), by name. */
export function personal(db: Tx): Promise<PersonaRevisada[]> {
  return db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      habboUniqueId: usuarios.habboUniqueId,
      rango: rangos.nombre,
      mision: misiones.mision,
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(between(usuarios.nivel, 1, 6))
    .orderBy(asc(usuarios.username));
}

/** Staff members (levels 1–6) with their last reading, for GET /revision. */
export function personalConLectura(db: Tx, id?: number) {
  return db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      rango: rangos.nombre,
      mision: misiones.mision,
      lectura: revisionHabbo,
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .leftJoin(revisionHabbo, eq(revisionHabbo.usuarioId, usuarios.id))
    .where(and(between(usuarios.nivel, 1, 6), id === undefined ? undefined : eq(usuarios.id, id)))
    .orderBy(asc(usuarios.username));
}

/** The state row (made on first use). */
export async function estado(db: Tx) {
  const [fila] = await db.select().from(revisionEstado).where(eq(revisionEstado.id, ESTADO));
  return (
    fila ?? {
      id: ESTADO,
      ultimoIntento: null,
      ultimaCompleta: null,
      habboDisponible: true,
      enCursoHasta: null,
      enCursoRevisados: 0,
      enCursoTotal: 0,
    }
  );
}

/**
 * Claims the next round for this process: only when none runs (its lease is empty or
 * past) and, unless `desde` is null, none started after `desde`. One statement, so two
 * processes never both claim it.
 */
export async function reclamarRonda(
  db: Tx,
  datos: { ahora: Date; hasta: Date; total: number; desde: Date | null },
): Promise<boolean> {
  await db
    .insert(revisionEstado)
    .values({ id: ESTADO })
    .onConflictDoNothing({ target: revisionEstado.id });
  const libre = or(
    isNull(revisionEstado.enCursoHasta),
    lt(revisionEstado.enCursoHasta, datos.ahora),
  );
  const reciente =
    datos.desde === null
      ? undefined
      : or(isNull(revisionEstado.ultimoIntento), lt(revisionEstado.ultimoIntento, datos.desde));
  const filas = await db
    .update(revisionEstado)
    .set({
      ultimoIntento: datos.ahora,
      enCursoHasta: datos.hasta,
      enCursoRevisados: 0,
      enCursoTotal: datos.total,
    })
    .where(and(eq(revisionEstado.id, ESTADO), libre, reciente))
    .returning({ id: revisionEstado.id });
  return filas.length === 1;
}

/** What one person's reading stores. */
export type Lectura = Omit<typeof revisionHabbo.$inferInsert, 'usuarioId'>;

/** Stores one person's reading and the round's progress (extending its lease). */
export async function guardarLectura(
  db: Tx,
  usuarioId: number,
  lectura: Lectura,
  progreso: { revisados: number; hasta: Date },
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(revisionHabbo)
      .values({ usuarioId, ...lectura })
      .onConflictDoUpdate({
        target: revisionHabbo.usuarioId,
        set: {
          mision: sql`excluded.mision`,
          enLinea: sql`excluded.en_linea`,
          ultimoAcceso: sql`excluded.ultimo_acceso`,
          perfilVisible: sql`excluded.perfil_visible`,
          enGrupo: sql`excluded.en_grupo`,
          gruposRivales: sql`excluded.grupos_rivales`,
          noEncontrado: sql`excluded.no_encontrado`,
          sinVerificar: sql`excluded.sin_verificar`,
          revisadoEn: sql`excluded.revisado_en`,
        },
      });
    await tx
      .update(revisionEstado)
      .set({ enCursoRevisados: progreso.revisados, enCursoHasta: progreso.hasta })
      .where(eq(revisionEstado.id, ESTADO));
  });
}

/** Ends the round: its lease freed, whether Habbo answered, and when it ended if whole. */
export async function terminarRonda(db: Tx, datos: { completa: boolean; ahora: Date }) {
  await db
    .update(revisionEstado)
    .set({
      enCursoHasta: null,
      habboDisponible: datos.completa,
      ...(datos.completa ? { ultimaCompleta: datos.ahora } : {}),
    })
    .where(eq(revisionEstado.id, ESTADO));
}

/** A worker whose presence may be read now: their names in Habbo. */
export function personasPorId(db: Tx, ids: number[]) {
  return db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      habboUniqueId: usuarios.habboUniqueId,
    })
    .from(usuarios)
    .where(inArray(usuarios.id, ids));
}

/**
 * Claims the next presence read of each of `ids` whose last claim is older than `antes`
 * (or who has none): one statement, so processes sharing PostgreSQL never both read
 * the same person. Answers the ids claimed.
 */
export async function reclamarPresencias(
  db: Tx,
  ids: number[],
  datos: { ahora: Date; antes: Date },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const filas = await db
    .insert(revisionPresencia)
    .values(ids.map((usuarioId) => ({ usuarioId, reclamadoEn: datos.ahora })))
    .onConflictDoUpdate({
      target: revisionPresencia.usuarioId,
      set: { reclamadoEn: datos.ahora },
      setWhere: lt(revisionPresencia.reclamadoEn, datos.antes),
    })
    .returning({ id: revisionPresencia.usuarioId });
  return filas.map((f) => f.id);
}

/** Stores what Habbo said of one person's presence. */
export async function guardarPresencia(
  db: Tx,
  usuarioId: number,
  datos: { enLinea: boolean | null; leidoEn: Date },
) {
  await db.update(revisionPresencia).set(datos).where(eq(revisionPresencia.usuarioId, usuarioId));
}

/** The presence readings of some people made since `desde`. */
export function presenciasDesde(db: Tx, ids: number[], desde: Date) {
  return db
    .select({ id: revisionPresencia.usuarioId, enLinea: revisionPresencia.enLinea })
    .from(revisionPresencia)
    .where(and(inArray(revisionPresencia.usuarioId, ids), gte(revisionPresencia.leidoEn, desde)));
}

/** Records the flags Revisión showed of each person (only those that changed). */
export async function guardarVistas(db: Tx, vistas: { id: number; marcas: string[] }[]) {
  if (vistas.length === 0) return;
  await db.transaction(async (tx) => {
    for (const v of vistas)
      await tx
        .update(revisionHabbo)
        .set({ marcasVistas: v.marcas })
        .where(eq(revisionHabbo.usuarioId, v.id));
  });
}
