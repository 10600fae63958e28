import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle database, whichever driver is behind it. Built without the schema: the
 * app writes its queries with the query builder and never uses Drizzle's relational
 * `db.query` API, which a schema would set up again for every transaction (one builder
 * per table: 1 % of the server's time in a write).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open transaction: what events and their reactions run in. */
export type Transaccion = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction or the database itself: query functions accept either. */
export type Tx = Transaccion | Db;
