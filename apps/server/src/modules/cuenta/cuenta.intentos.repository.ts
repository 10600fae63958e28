import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Transaccion, Tx } from '../../db/client';
import { sentenciaPreparada } from '../../db/sentencias-preparadas';
import { intentosClave } from '../../db/schema/intentos-clave';
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
  // Inserted through the account's row: the key of an unknown name (no row) records
  // nothing with the same statement (docs/reglas.md, Accounts and names 4.3).
  await db.execute(
    sql`insert into intentos_login (usuario_id, ip) select id, ${ip} from usuarios where id = ${usuarioId}`,
  );
  await olvidarViejos(db).execute({ usuarioId });
}

const olvidarViejos = sentenciaPreparada('olvidar_intentos_viejos', (db) =>
  db
    .delete(intentosLogin)
    .where(
      and(
        eq(intentosLogin.usuarioId, sql.placeholder('usuarioId')),
        lt(intentosLogin.creadoEn, sql`now() - interval '1 day'`),
      ),
    ),
);

/** A successful sign-in clears that IP's failures for the account. */
export async function limpiarFallos(db: Tx, usuarioId: number, ip: string) {
  await fallosLimpiados(db).execute({ usuarioId, ip });
}

const fallosLimpiados = sentenciaPreparada('limpiar_fallos', (db) =>
  db
    .delete(intentosLogin)
    .where(
      and(
        eq(intentosLogin.usuarioId, sql.placeholder('usuarioId')),
        eq(intentosLogin.ip, sql.placeholder('ip')),
      ),
    ),
);

/** Advisory lock class of password-change attempts (the other key is the account id). */
const CLASE_BLOQUEO_CLAVE = 7302;

/**
 * Counts the account's password changes refused for a wrong current password in the
 * window and records this attempt as one more, in one step under the account's lock
 * (so parallel guesses never pass the limit). Returns whether the attempt may go on:
 * false once `maximo` failures are counted. A right password clears them
 * (`limpiarFallosClave`).
 */
export async function admitirIntentoClave(db: Transaccion, usuarioId: number, maximo: number) {
  await db.execute(sql`select pg_advisory_xact_lock(${CLASE_BLOQUEO_CLAVE}, ${usuarioId})`);
  const [fila] = await db
    .select({ n: count() })
    .from(intentosClave)
    .where(
      and(
        eq(intentosClave.usuarioId, usuarioId),
        gt(intentosClave.creadoEn, sql`now() - make_interval(mins => ${VENTANA_MINUTOS})`),
      ),
    );
  if ((fila?.n ?? 0) >= maximo) return false;
  await db.insert(intentosClave).values({ usuarioId });
  await db
    .delete(intentosClave)
    .where(
      and(
        eq(intentosClave.usuarioId, usuarioId),
        lt(intentosClave.creadoEn, sql`now() - interval '1 day'`),
      ),
    );
  return true;
}

/** The current password was right: the account's refused password changes are forgotten. */
export async function limpiarFallosClave(db: Tx, usuarioId: number) {
  await db.delete(intentosClave).where(eq(intentosClave.usuarioId, usuarioId));
}
