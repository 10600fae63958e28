import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * The database's current snapshot, for a request without a session (the caller's
 * session statement reads it otherwise): what kept answers are checked against
 * (lib/lecturas.ts).
 */
export async function leerInstantanea(db: Tx): Promise<string> {
  const { rows } = (await db.execute(
    sql`select pg_current_snapshot()::text as instantanea`,
  )) as unknown as { rows: { instantanea: string }[] };
  const instantanea = rows[0]?.instantanea;
  if (!instantanea) throw new Error('pg_current_snapshot() answered nothing');
  return instantanea;
}
