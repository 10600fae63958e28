import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { usuarios } from './schema/usuarios';

/**
 * The name of the account whose id is in `columna`, as a subquery of each row (null when
 * none): one primary-key lookup per row of a page. Cheaper than a join per name on the
 * short pages of the history and the audit trail, where planning joins of `usuarios`
 * cost more than running the page. The outer column is always written with its table
 * (Drizzle leaves it out in a select from one table, and it must not resolve to a
 * column of `usuarios`).
 */
export function nombreDe(columna: AnyPgColumn) {
  const fuera = sql`${sql.identifier(getTableName(columna.table))}.${sql.identifier(columna.name)}`;
  return sql<string | null>`(select n.username from ${usuarios} n where n.id = ${fuera})`;
}
