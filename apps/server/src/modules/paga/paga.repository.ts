import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sentenciaPreparada } from '../../db/sentencias-preparadas';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { pagos } from '../../db/schema/pagos';
import { tiempos } from '../../db/schema/tiempos';
import { usuarios } from '../../db/schema/usuarios';

const pagador = alias(usuarios, 'pagador');

/** A voided shift stays linked to its entry for the history but no longer counts. */
const vigente = eq(tiempos.estado, 'confirmado');

const abrirEntrada = sentenciaPreparada('abrir_entrada_de_pago', (db) =>
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

const ultimo = <T>(
  columna:
    | typeof tiempos.mision
    | typeof tiempos.rango
    | typeof tiempos.pagoSemanal
    | typeof tiempos.requisitoHrs
    | typeof tiempos.requisitoTimes,
) =>
  sql<T | null>`(array_agg(${columna} order by ${tiempos.confirmadoEn} desc, ${tiempos.id} desc))[1]`;

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
  /** The worker's confirmed shifts of that whole week (their seconds), for the requirement. */
  largos: number[] | null;
  /** The weekly pay and requirement of the week's latest shift (its mission then). */
  pagoSemanal: number | null;
  requisitoHrs: string | null;
  requisitoTimes: string | null;
}

/** Which entries to list: one pay week, one entry, or the default view since a week. */
export type FiltroPagos = { semana: string } | { id: number } | { desde: string };

/** Where a page of the list starts: after this entry, in the list's order. */
export interface ClavePago {
  pagado: boolean;
  semana: string;
  usuario: string;
  id: number;
}

/**
 * Pay entries with their shifts summed, in one query whatever the number of workers:
 * of one pay week, or one entry; by default every unpaid entry that holds credits and
 * the entries of the weeks since `desde`. The shifts are summed per entry only for the
 * entries listed (through the index by entry).
 */
export async function listarPagos(
  db: Tx,
  filtro: FiltroPagos,
  /** One page of `limite` entries after `despuesDe` (a spreadsheet reads the list so). */
  pagina?: { despuesDe?: ClavePago; limite: number },
): Promise<FilaPago[]> {
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
      mision: ultimo<string>(tiempos.mision).as('ultima_mision'),
      rango: ultimo<string>(tiempos.rango).as('ultimo_rango'),
    })
    .from(tiempos)
    .where(
      and(inArray(tiempos.pagoId, db.select({ id: pagos.id }).from(pagos).where(donde)), vigente),
    )
    .groupBy(tiempos.pagoId)
    .as('resumen');
  // The whole week of each listed entry's worker (a week paid in two entries counts
  // every shift), through the index of confirmed shifts by week.
  const semanas = db
    .select({
      usuarioId: tiempos.usuarioId,
      semana: tiempos.semana,
      largos: sql<number[]>`array_agg(${tiempos.segundosConfirmados})`.as('largos'),
      pagoSemanal: ultimo<number>(tiempos.pagoSemanal).as('ultimo_pago_semanal'),
      requisitoHrs: ultimo<string>(tiempos.requisitoHrs).as('ultimo_requisito_hrs'),
      requisitoTimes: ultimo<string>(tiempos.requisitoTimes).as('ultimo_requisito_times'),
    })
    .from(tiempos)
    .where(
      and(
        vigente,
        sql`(${tiempos.usuarioId}, ${tiempos.semana}) in (${db
          .select({ usuarioId: pagos.usuarioId, semana: pagos.semana })
          .from(pagos)
          .where(donde)})`,
      ),
    )
    .groupBy(tiempos.usuarioId, tiempos.semana)
    .as('semanas');
  const creditosTurnos = sql<number>`coalesce(${resumen.creditos}, 0)`;
  const bono = sql<number>`coalesce(${resumen.bono}, 0)`;
  // An open entry without credits yet (shifts under an hour) is not worth a line.
  const conCreditos =
    'desde' in filtro ? sql`(${pagos.pagado} or ${creditosTurnos} + ${bono} > 0)` : undefined;
  // After the previous page's last entry in the order below (paid last, newest week
  // first, then by name and id).
  const c = pagina?.despuesDe;
  const despues = c
    ? sql`(${pagos.pagado} > ${c.pagado} or (${pagos.pagado} = ${c.pagado} and (${pagos.semana} < ${c.semana}
        or (${pagos.semana} = ${c.semana} and (lower(${usuarios.username}), ${pagos.id}) > (lower(${c.usuario}), ${c.id})))))`
    : undefined;
  const consulta = db
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
      largos: semanas.largos,
      pagoSemanal: semanas.pagoSemanal,
      requisitoHrs: semanas.requisitoHrs,
      requisitoTimes: semanas.requisitoTimes,
    })
    .from(pagos)
    .innerJoin(usuarios, eq(usuarios.id, pagos.usuarioId))
    .leftJoin(pagador, eq(pagador.id, pagos.pagadoPor))
    .leftJoin(resumen, eq(resumen.pagoId, pagos.id))
    .leftJoin(
      semanas,
      and(eq(semanas.usuarioId, pagos.usuarioId), eq(semanas.semana, pagos.semana)),
    )
    .where(and(donde, conCreditos, despues))
    .orderBy(
      asc(pagos.pagado),
      desc(pagos.semana),
      asc(sql`lower(${usuarios.username})`),
      asc(pagos.id),
    )
    .$dynamic();
  return await (pagina ? consulta.limit(pagina.limite) : consulta);
}

/** Whose an entry is (read without a lock: an entry's worker never changes). */
export async function trabajadorDeEntrada(tx: Tx, id: number) {
  const [fila] = await tx
    .select({ usuarioId: pagos.usuarioId })
    .from(pagos)
    .where(eq(pagos.id, id));
  return fila?.usuarioId;
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

/**
 * A person's pay as their dashboard shows it, in one query: what is still unpaid, this
 * pay week's confirmed shifts and credits (paid or not), the weekly requirement of
 * their current mission, and their latest payment.
 */
export async function miPaga(db: Tx, usuarioId: number, semana: string) {
  const ultimoPago = db
    .select({
      semana: pagos.semana,
      creditos: pagos.creditos,
      pagadoEn: pagos.pagadoEn,
      pagadoPor: sql<string | null>`${pagador.username}`.as('pagado_por_nombre'),
    })
    .from(pagos)
    .leftJoin(pagador, eq(pagador.id, pagos.pagadoPor))
    .where(and(eq(pagos.usuarioId, usuarios.id), eq(pagos.pagado, true)))
    .orderBy(desc(pagos.pagadoEn), desc(pagos.id))
    .limit(1)
    .as('ultimo_pago');
  const deLaSemana = sql`t.usuario_id = ${usuarios.id} and t.estado = 'confirmado' and t.semana = ${semana}`;
  const [fila] = await db
    .select({
      pendientes: sql<number>`(select coalesce(sum(t.creditos + t.bono_semanal), 0)::int
        from ${tiempos} t join ${pagos} p on p.id = t.pago_id
        where p.usuario_id = ${usuarios.id} and p.pagado = false and t.estado = 'confirmado')`,
      creditosSemana: sql<number>`(select coalesce(sum(t.creditos + t.bono_semanal), 0)::int
        from ${tiempos} t where ${deLaSemana})`,
      bonoSemana: sql<number>`(select coalesce(sum(t.bono_semanal), 0)::int
        from ${tiempos} t where ${deLaSemana})`,
      largos: sql<number[] | null>`(select array_agg(t.segundos_confirmados)
        from ${tiempos} t where ${deLaSemana})`,
      pagoSemanal: misiones.pagoSemanal,
      requisitoHrs: misiones.requisitoHrs,
      requisitoTimes: misiones.requisitoTimes,
      ultimoSemana: ultimoPago.semana,
      ultimoCreditos: ultimoPago.creditos,
      ultimoEn: ultimoPago.pagadoEn,
      ultimoPor: ultimoPago.pagadoPor,
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoinLateral(ultimoPago, sql`true`)
    .where(eq(usuarios.id, usuarioId));
  return fila;
}

/** The mission a person holds now, with its pay values (what a confirmation snapshots). */
const mision = sentenciaPreparada('mision_actual', (db) =>
  db
    .select({
      nivel: usuarios.nivel,
      mision: misiones.mision,
      rango: rangos.nombre,
      pago_1h: misiones.pago1h,
      pago_2h: misiones.pago2h,
      pago_3h: misiones.pago3h,
      pago_semanal: misiones.pagoSemanal,
      requisito_hrs: misiones.requisitoHrs,
      requisito_times: misiones.requisitoTimes,
    })
    .from(usuarios)
    .innerJoin(misiones, eq(misiones.id, usuarios.misionId))
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(usuarios.id, sql.placeholder('usuarioId'))),
);

export async function misionActual(tx: Tx, usuarioId: number) {
  const [fila] = await mision(tx).execute({ usuarioId });
  return fila;
}

const turnosSemana = sentenciaPreparada('turnos_de_la_semana', (db) =>
  db
    .select({ segundos: tiempos.segundosConfirmados, bono: tiempos.bonoSemanal })
    .from(tiempos)
    .where(
      and(
        eq(tiempos.usuarioId, sql.placeholder('usuarioId')),
        eq(tiempos.semana, sql.placeholder('semana')),
        eq(tiempos.estado, 'confirmado'),
      ),
    ),
);

/** Lengths and weekly pay of a worker's confirmed shifts in one pay week. */
export function turnosDeLaSemana(tx: Tx, usuarioId: number, semana: string) {
  return turnosSemana(tx).execute({ usuarioId, semana });
}

/** The confirmed shifts of a worker's pay week, in confirmation order, locked, with their entry's state. */
export function turnosParaRecalcular(tx: Tx, usuarioId: number, semana: string) {
  return tx
    .select({
      id: tiempos.id,
      segundos: tiempos.segundosConfirmados,
      bono: tiempos.bonoSemanal,
      pagado: pagos.pagado,
      pago_1h: tiempos.pago1h,
      pago_2h: tiempos.pago2h,
      pago_3h: tiempos.pago3h,
      pago_semanal: tiempos.pagoSemanal,
      requisito_hrs: tiempos.requisitoHrs,
      requisito_times: tiempos.requisitoTimes,
    })
    .from(tiempos)
    .innerJoin(pagos, eq(pagos.id, tiempos.pagoId))
    .where(
      and(
        eq(tiempos.usuarioId, usuarioId),
        eq(tiempos.semana, semana),
        eq(tiempos.estado, 'confirmado'),
      ),
    )
    .orderBy(asc(tiempos.confirmadoEn), asc(tiempos.id))
    .for('update', { of: tiempos });
}

/** Sets the weekly pay a shift carries. */
export async function ponerBono(tx: Tx, id: number, bono: number) {
  await tx.update(tiempos).set({ bonoSemanal: bono }).where(eq(tiempos.id, id));
}
