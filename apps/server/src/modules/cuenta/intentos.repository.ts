import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { intentosLogin } from '../../db/schema/intentos-login';

/** How far back failed sign-ins count. */
export const VENTANA_MINUTOS = 15;

/**
 * Failed sign-ins of an account in the window: from this IP, and from IPs the account
 * has never signed in from (an attack "from elsewhere").
 */
export async function fallosRecientes(db: Tx, usuarioId: number, ip: string) {
  // Written out in SQL: the correlated subqueries need table-qualified columns.
  const { rows } = (await db.execute(sql`
    select
      count(*) filter (where i.ip = ${ip})::int as "estaIp",
      count(*) filter (where not exists (
        select 1 from usuario_ips c where c.usuario_id = i.usuario_id and c.ip = i.ip
      ))::int as "desconocidas",
      exists (select 1 from usuario_ips c where c.usuario_id = ${usuarioId} and c.ip = ${ip}) as "ipConocida"
    from intentos_login i
    where i.usuario_id = ${usuarioId}
      and i.creado_en > now() - make_interval(mins => ${VENTANA_MINUTOS})
  `)) as unknown as { rows: { estaIp: number; desconocidas: number; ipConocida: boolean }[] };
  const fila = rows[0];
  return {
    estaIp: Number(fila?.estaIp ?? 0),
    desconocidas: Number(fila?.desconocidas ?? 0),
    ipConocida: Boolean(fila?.ipConocida),
  };
}

/**
 * Serialises the sign-in attempts of one account until the transaction ends, so that
 * counting the recent failures and recording the new attempt are one step.
 */
export async function bloquearIntentos(db: Tx, usuarioId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${CLASE_BLOQUEO}, ${usuarioId})`);
}

/** Advisory lock class of sign-in attempts (the other key is the account id). */
const CLASE_BLOQUEO = 7301;

/**
 * Records an attempt as failed before its password is checked (a success removes it
 * with `limpiarFallos`) and forgets the account's attempts older than a day.
 */
export async function registrarFallo(db: Tx, usuarioId: number, ip: string) {
  await db.insert(intentosLogin).values({ usuarioId, ip });
  await db
    .delete(intentosLogin)
    .where(
      and(
        eq(intentosLogin.usuarioId, usuarioId),
        lt(intentosLogin.creadoEn, sql`now() - interval '1 day'`),
      ),
    );
}

/** A successful sign-in clears that IP's failures for the account. */
export async function limpiarFallos(db: Tx, usuarioId: number, ip: string) {
  await db
    .delete(intentosLogin)
    .where(and(eq(intentosLogin.usuarioId, usuarioId), eq(intentosLogin.ip, ip)));
}
