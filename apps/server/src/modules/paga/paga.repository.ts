import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { consultaGuardada } from '../../db/consultas-guardadas';
import type { Tx } from '../../db/client';
import { pagos } from '../../db/schema/pagos';
import { tiempos } from '../../db/schema/tiempos';
import { usuarios } from '../../db/schema/usuarios';

const pagador = alias(usuarios, 'pagador');

/** A voided shift stays linked to its entry for the history but no longer counts. */
const vigente = eq(tiempos.estado, 'confirmado');

const abrirEntrada = consultaGuardada('abrir_entrada_de_pago', (db) =>
  db
    .insert(pagos)
    .values({ usuarioId: sql.placeholder('usuarioId'), semana: sql.placeholder('semana') })
    .onConflictDoUpdate({
      target: [pagos.usuarioId, pagos.semana],
      targetWhere: sql`${pagos.pagado} = false`,
      set: { usuarioId: sql`excluded.usuario_id` },
    })
    .returning({ id: pagos.id }),
);

/**
 * The open (unpaid) entry of a worker for a pay week, created when missing, and locked
 * until the transaction ends: a payment of that entry waits for this confirmation, and
 * a confirmation after the payment finds no open entry and opens a new one.
 */
export async function entradaAbierta(tx: Tx, usuarioId: number, semana: string) {
  const [fila] = await abrirEntrada(tx).execute({ usuarioId, semana });
  if (!fila) throw new Error('upsert returned no row');
  return fila.id;
}

const ultimo = (columna: typeof tiempos.mision | typeof tiempos.rango) =>
  sql<
    string | null
  >`(array_agg(${columna} order by ${tiempos.confirmadoEn} desc, ${tiempos.id} desc))[1]`;

/** A pay entry with its shifts summed up. */
export interface FilaPago {
  id: number;
  usuarioId: number;
  usuario: string;
  nivel: number;
  semana: string;
  pagado: boolean;
  /** Null while unpaid. */
  pagadoEn: Date | null;
  pagadoPor: string | null;
  /** Credits frozen at payment (null while open). */
  congelados: number | null;
  turnos: number;
  segundos: number;
  creditosTurnos: number;
  bono: number;
  mision: string | null;
  rango: string | null;
}

/** Which entries to list: one pay week, one entry, or the default view since a week. */
export type FiltroPagos = { semana: string } | { id: number } | { desde: string };

/**
 * Pay entries with their shifts summed, in one query whatever the number of workers:
 * of one pay week, or one entry; by default every unpaid entry that holds credits and
 * the entries of the weeks since `desde`. The shifts are summed per entry only for the
 * entries listed (through the index by entry).
 */
export async function listarPagos(db: Tx, filtro: FiltroPagos): Promise<FilaPago[]> {
  const donde =
    'semana' in filtro
      ? eq(pagos.semana, filtro.semana)
      : 'id' in filtro
        ? eq(pagos.id, filtro.id)
        : or(eq(pagos.pagado, false), gte(pagos.semana, filtro.desde));
  const resumen = db
    .select({
      pagoId: tiempos.pagoId,
      turnos: sql<number>`count(*)::int`.as('turnos'),
      segundos: sql<number>`sum(${tiempos.segundosConfirmados})::int`.as('segundos'),
      creditos: sql<number>`sum(${tiempos.creditos})::int`.as('creditos_turnos'),
      bono: sql<number>`sum(${tiempos.bonoSemanal})::int`.as('bono'),
      mision: ultimo(tiempos.mision).as('ultima_mision'),
      rango: ultimo(tiempos.rango).as('ultimo_rango'),
    })
    .from(tiempos)
    .where(
      and(inArray(tiempos.pagoId, db.select({ id: pagos.id }).from(pagos).where(donde)), vigente),
    )
    .groupBy(tiempos.pagoId)
    .as('resumen');
  const creditosTurnos = sql<number>`coalesce(${resumen.creditos}, 0)`;
  const bono = sql<number>`coalesce(${resumen.bono}, 0)`;
  // An open entry without credits yet (shifts under an hour) is not worth a line.
  const conCreditos =
    'desde' in filtro ? sql`(${pagos.pagado} or ${creditosTurnos} + ${bono} > 0)` : undefined;
  return await db
    .select({
      id: pagos.id,
      usuarioId: pagos.usuarioId,
      usuario: usuarios.username,
      nivel: usuarios.nivel,
      semana: pagos.semana,
      pagado: pagos.pagado,
      pagadoEn: pagos.pagadoEn,
      pagadoPor: pagador.username,
      congelados: pagos.creditos,
      turnos: sql<number>`coalesce(${resumen.turnos}, 0)`,
      segundos: sql<number>`coalesce(${resumen.segundos}, 0)`,
      creditosTurnos,
      bono,
      mision: resumen.mision,
      rango: resumen.rango,
    })
    .from(pagos)
    .innerJoin(usuarios, eq(usuarios.id, pagos.usuarioId))
    .leftJoin(pagador, eq(pagador.id, pagos.pagadoPor))
    .leftJoin(resumen, eq(resumen.pagoId, pagos.id))
    .where(and(donde, conCreditos))
    .orderBy(
      asc(pagos.pagado),
      desc(pagos.semana),
      asc(sql`lower(${usuarios.username})`),
      asc(pagos.id),
    );
}

/** An entry with its worker's level, locked for the rest of the transaction. */
export async function bloquearPago(tx: Tx, id: number) {
  const [fila] = await tx
    .select({
      id: pagos.id,
      usuarioId: pagos.usuarioId,
      nivel: usuarios.nivel,
      pagado: pagos.pagado,
      semana: pagos.semana,
    })
    .from(pagos)
    .innerJoin(usuarios, eq(usuarios.id, pagos.usuarioId))
    .where(eq(pagos.id, id))
    .for('update', { of: pagos });
  return fila;
}

/**
 * Settles an entry, freezing its credits, only if it is still unpaid: of two payments
 * at once exactly one changes the row. Returns the frozen credits, or null when this
 * one did not settle it.
 */
export async function liquidar(tx: Tx, id: number, pagadoPor: number, instante: Date) {
  const filas = await tx
    .update(pagos)
    .set({
      pagado: true,
      pagadoEn: instante,
      pagadoPor,
      creditos: sql`(select coalesce(sum(${tiempos.creditos} + ${tiempos.bonoSemanal}), 0)::int from ${tiempos} where ${tiempos.pagoId} = ${id} and ${vigente})`,
    })
    .where(and(eq(pagos.id, id), eq(pagos.pagado, false)))
    .returning({ creditos: pagos.creditos });
  return filas[0] ? (filas[0].creditos ?? 0) : null;
}

/** Credits of a person's unpaid entries. */
export async function creditosPendientesDe(db: Tx, usuarioId: number) {
  const [fila] = await db
    .select({ c: sql<number>`coalesce(sum(${tiempos.creditos} + ${tiempos.bonoSemanal}), 0)::int` })
    .from(tiempos)
    .innerJoin(pagos, eq(pagos.id, tiempos.pagoId))
    .where(and(eq(pagos.usuarioId, usuarioId), eq(pagos.pagado, false), vigente));
  return Number(fila?.c ?? 0);
}
