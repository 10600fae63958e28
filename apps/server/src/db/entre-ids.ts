import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `columna` is one of `ids`, with the ids as one array parameter (`= any($1::integer[])`)
 * whatever their number: Drizzle's `inArray` sends one parameter per id, and building a
 * whole pay week's 300 of them cost more than running the statement. An empty list
 * matches nothing.
 */
export function entreIds(columna: AnyPgColumn, ids: readonly number[]) {
  return sql`${columna} = any(${`{${ids.join(',')}}`}::integer[])`;
}
