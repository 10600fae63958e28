import { and, asc, eq, sql } from 'drizzle-orm';
import { entreIds } from '../../db/entre-ids';
import type { Tx } from '../../db/client';
import { pagos } from '../../db/schema/pagos';
import { tiempos } from '../../db/schema/tiempos';

/** The workers with an unpaid entry in a pay week (read before their rows are locked). */
export async function personasConEntradaAbierta(db: Tx, semana: string) {
  const filas = await db
    .selectDistinct({ usuarioId: pagos.usuarioId })
    .from(pagos)
    .where(and(eq(pagos.semana, semana), eq(pagos.pagado, false)));
  return filas.map((f) => f.usuarioId);
}

/**
 * The unpaid entries of a pay week of these workers, locked in id order until the
 * transaction ends: a payment of one of them that commits first drops it from the list
 * (it is no longer unpaid once the lock is granted), one that comes later waits for this
 * one and then finds it paid.
 */
export function bloquearEntradasDeSemana(tx: Tx, semana: string, usuarios: readonly number[]) {
  return tx
    .select({ id: pagos.id, usuarioId: pagos.usuarioId })
    .from(pagos)
    .where(
      and(eq(pagos.semana, semana), eq(pagos.pagado, false), entreIds(pagos.usuarioId, usuarios)),
    )
    .orderBy(asc(pagos.id))
    .for('update');
}

/**
 * Settles many locked entries in one statement, each with its credits frozen as the sum
 * of its confirmed shifts, read now (after the locks, so a shift confirmed or voided
 * before them counts as it stands). Entries without credits stay open. Returns the
 * entries settled with their credits.
 */
export async function liquidarVarias(
  tx: Tx,
  ids: readonly number[],
  pagadoPor: number,
  instante: Date,
) {
  if (ids.length === 0) return [];
  const sumas = tx
    .select({
      pagoId: tiempos.pagoId,
      total: sql<number>`sum(${tiempos.creditos} + ${tiempos.bonoSemanal})::int`.as('total'),
    })
    .from(tiempos)
    .where(and(entreIds(tiempos.pagoId, ids), eq(tiempos.estado, 'confirmado')))
    .groupBy(tiempos.pagoId)
    .as('sumas');
  return await tx
    .update(pagos)
    .set({ pagado: true, pagadoEn: instante, pagadoPor, creditos: sql`${sumas.total}` })
    .from(sumas)
    .where(and(eq(pagos.id, sumas.pagoId), eq(pagos.pagado, false), sql`${sumas.total} > 0`))
    .returning({ id: pagos.id, usuarioId: pagos.usuarioId, creditos: pagos.creditos });
}
