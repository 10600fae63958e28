import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discordEnvios } from '../../db/schema/discord-envios';

/** The channel on which a new message is announced once its transaction commits. */
export const CANAL_DISCORD = 'discord';

/**
 * Queues a message, announced after the transaction commits; a `clave` already queued
 * (a scheduled message another process queued first) queues nothing.
 */
export async function encolar(
  db: Tx,
  mensaje: { evento: string; contenido: string; clave?: string },
): Promise<boolean> {
  const filas = await db
    .insert(discordEnvios)
    .values({ evento: mensaje.evento, contenido: mensaje.contenido, clave: mensaje.clave ?? null })
    .onConflictDoNothing({ target: discordEnvios.clave })
    .returning({ id: discordEnvios.id });
  const fila = filas[0];
  if (!fila) return false;
  await db.execute(sql`select pg_notify(${CANAL_DISCORD}, ${String(fila.id)})`);
  return true;
}

/**
 * Claims the oldest message due for sending, if any: its next attempt moves `plazoMs`
 * ahead (past the send's timeout), so no other process takes it meanwhile.
 */
export async function reclamar(db: Tx, plazoMs: number) {
  const filas = (await db.execute(sql`
    update discord_envios set intentos = intentos + 1,
      siguiente_intento = now() + ${plazoMs} * interval '1 millisecond'
    where id = (
      select id from discord_envios
       where enviado_en is null and abandonado_en is null and siguiente_intento <= now()
       order by siguiente_intento, id limit 1
       for update skip locked)
    returning id, evento, contenido, intentos`)) as unknown as {
    rows: { id: number; evento: string; contenido: string; intentos: number }[];
  };
  return filas.rows[0];
}

/** Marks a message sent. */
export async function marcarEnviado(db: Tx, id: number) {
  await db
    .update(discordEnvios)
    .set({ enviadoEn: sql`now()`, ultimoError: null })
    .where(eq(discordEnvios.id, id));
}

/** Schedules the next attempt of a message after `esperaMs`, noting why this one failed. */
export async function reintentar(db: Tx, id: number, esperaMs: number, error: string) {
  await db
    .update(discordEnvios)
    .set({
      siguienteIntento: sql`now() + ${esperaMs} * interval '1 millisecond'`,
      ultimoError: error.slice(0, 500),
    })
    .where(eq(discordEnvios.id, id));
}

/** Gives a message up for good. */
export async function abandonar(db: Tx, id: number, error: string) {
  await db
    .update(discordEnvios)
    .set({ abandonadoEn: sql`now()`, ultimoError: error.slice(0, 500) })
    .where(eq(discordEnvios.id, id));
}

/** Milliseconds until the next message is due (0 when one is due now), or null with none waiting. */
export async function proximoEn(db: Tx): Promise<number | null> {
  // No floor in SQL: `greatest(0, null)` is 0 there, and a queue with nothing waiting
  // would read as "due now" (the sender then asked again every 100 ms, for ever).
  const siguiente = discordEnvios.siguienteIntento;
  const [fila] = await db
    .select({
      ms: sql<number | null>`(extract(epoch from min(${siguiente}) - now()) * 1000)::float8`,
    })
    .from(discordEnvios)
    .where(and(isNull(discordEnvios.enviadoEn), isNull(discordEnvios.abandonadoEn)));
  return fila?.ms === null || fila?.ms === undefined ? null : Math.max(0, Number(fila.ms));
}

/** The pay summary of a week: credits (frozen when paid), people with credits, shifts, seconds. */
export async function resumenPaga(db: Tx, semana: string) {
  const filas = (await db.execute(sql`
    select coalesce(sum(case when p.pagado then 0 else coalesce(t.creditos, 0) + t.bono_semanal end), 0)::float8
             + (select coalesce(sum(creditos), 0) from pagos where pagado and semana = ${semana})::float8 as creditos,
           count(distinct t.usuario_id)::int as personas,
           count(t.id)::int as turnos,
           coalesce(sum(t.segundos_confirmados), 0)::float8 as segundos
      from tiempos t join pagos p on p.id = t.pago_id
     where t.estado = 'confirmado' and t.semana = ${semana}`)) as unknown as {
    rows: { creditos: number; personas: number; turnos: number; segundos: number }[];
  };
  const f = filas.rows[0];
  return {
    creditos: Number(f?.creditos ?? 0),
    personas: Number(f?.personas ?? 0),
    turnos: Number(f?.turnos ?? 0),
    segundos: Number(f?.segundos ?? 0),
  };
}
