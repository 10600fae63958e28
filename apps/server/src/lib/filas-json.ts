import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * A timestamp as JSON text the way `Date.toISOString()` writes it (UTC, milliseconds),
 * so rows built by the database look exactly like rows mapped in JavaScript.
 */
export const isoJson = (columna: SQLWrapper) =>
  sql<string>`to_char(${columna} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Runs a list query and returns its rows built by the database as one JSON value. The
 * embedded PGlite decodes every field of every row in JavaScript, which costs more than
 * running the query for lists of hundreds of rows; one JSON text field costs little, and
 * node-postgres parses it just as fast. The query's selected fields must be aliased with
 * the keys the rows should have (`sql\`…\`.as('key')`); its order is kept.
 */
export async function filasJson<T>(db: Tx, consulta: SQLWrapper): Promise<T[]> {
  const resultado = (await db.execute(
    sql`select coalesce(json_agg(fila), '[]'::json)::text as filas from (${consulta}) fila`,
  )) as unknown as { rows: { filas: string }[] };
  return JSON.parse(resultado.rows[0]?.filas ?? '[]') as T[];
}

/** Aliases each field with its key, for `filasJson`. */
export function conClaves<T extends Record<string, SQLWrapper>>(campos: T) {
  return Object.fromEntries(
    Object.entries(campos).map(([clave, valor]) => [clave, sql`${valor}`.as(clave)]),
  ) as { [K in keyof T]: SQL.Aliased };
}
