import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';

/** One SQL statement as the driver received it. */
export interface Statement {
  text: string;
  params: unknown[];
  /** Sent as a simple query (PGlite's `exec`). */
  simple?: boolean;
  /** The name of a prepared statement on PostgreSQL (the app's kept statements). */
  name?: string;
  /** The ids an insert generated while recording, by column (see `generatedIds`). */
  generated?: Record<string, number>;
}

/** Statements run together: alone, or inside one transaction. */
export interface Unit {
  tx: boolean;
  statements: Statement[];
}

/**
 * Records every statement the app sends to the driver while `record` runs, grouped by
 * transaction, so the baseline can replay exactly the same SQL through the raw driver.
 */
export async function record(database: Database, run: () => Promise<unknown>): Promise<Unit[]> {
  let units: Unit[];
  if (database.pglite) units = await recordPglite(database.pglite, run);
  else if (database.pool) units = await recordPg(database.pool, run);
  else throw new Error('database without a driver');
  // Ids only an insert generates: a select returns the ids it was given.
  for (const s of units.flatMap((u) => u.statements)) {
    if (s.generated && !/^\s*insert\b/i.test(s.text)) delete s.generated;
  }
  return units;
}

async function recordPglite(client: PGlite, run: () => Promise<unknown>): Promise<Unit[]> {
  const units: Unit[] = [];
  const transaction = client.transaction.bind(client);
  const own = client as unknown as Record<string, unknown>;
  /** `query` and `exec` of a client or transaction, each statement noted in `note`. */
  const spy = (
    on: PGlite | Transaction,
    into: Record<string, unknown>,
    note: (s: Statement) => void,
  ) => {
    const query = on.query.bind(on);
    const exec = on.exec.bind(on);
    into.query = (text: string, params?: unknown[], options?: unknown) => {
      const statement: Statement = { text, params: params ?? [] };
      note(statement);
      return noteGenerated(statement, query(text, params, options as never));
    };
    into.exec = (text: string, options?: unknown) => {
      const statement: Statement = { text, params: [], simple: true };
      note(statement);
      return noteGenerated(statement, exec(text, options as never));
    };
  };
  spy(client, own, (s) => units.push({ tx: false, statements: [s] }));
  own.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const unit: Unit = { tx: true, statements: [] };
      units.push(unit);
      const wrapped = Object.create(tx) as Transaction;
      spy(tx, wrapped as unknown as Record<string, unknown>, (s) => unit.statements.push(s));
      return fn(wrapped);
    });
  try {
    await run();
  } finally {
    delete own.query;
    delete own.exec;
    delete own.transaction;
  }
  return units;
}

async function recordPg(pool: pg.Pool, run: () => Promise<unknown>): Promise<Unit[]> {
  const units: Unit[] = [];
  let open: Unit | null = null;
  const wrapped = new WeakSet<pg.PoolClient>();
  /** Puts back each wrapped client's own `query` once recording ends. */
  const unwrap: (() => void)[] = [];
  const onAcquire = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const own = client as unknown as { query: unknown };
    const hadOwn = Object.hasOwn(own, 'query');
    const before = own.query;
    unwrap.push(() => {
      if (hadOwn) own.query = before;
      else delete (own as { query?: unknown }).query;
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    own.query = (...args: unknown[]) => {
      const [config, values] = args as [
        string | { text: string; values?: unknown[]; name?: string },
        unknown,
      ];
      const text = typeof config === 'string' ? config : config.text;
      const name = typeof config === 'string' ? undefined : config.name;
      const params = Array.isArray(values)
        ? values
        : typeof config === 'object' && Array.isArray(config.values)
          ? config.values
          : [];
      const verb = text.trim().toLowerCase();
      if (verb === 'begin') {
        open = { tx: true, statements: [] };
        units.push(open);
      }
      const statement: Statement = name ? { text, params, name } : { text, params };
      if (open) open.statements.push(statement);
      else units.push({ tx: false, statements: [statement] });
      if (verb === 'commit' || verb === 'rollback') open = null;
      return noteGenerated(statement, query(...args));
    };
  };
  pool.on('acquire', onAcquire);
  try {
    await run();
  } finally {
    pool.off('acquire', onAcquire);
    // Recording runs once per call: a wrapper left behind would stay in every later
    // statement on that client, the baseline's replays among them.
    for (const undo of unwrap.reverse()) undo();
  }
  return units;
}

/** A driver's result: rows as objects or (Drizzle's `rowMode: 'array'`) as arrays. */
interface Result {
  rows?: unknown[];
  fields?: { name: string }[];
}

/**
 * The integer `id` and `…_id` columns of the first row a statement returned, by column:
 * of an insert, the ids it generated (a new timer's id, the pay entry an upsert landed
 * on; `record` keeps only those).
 */
function generatedIds(result: Result | undefined): Record<string, number> | undefined {
  const row = result?.rows?.[0];
  if (!row || typeof row !== 'object') return undefined;
  const ids: Record<string, number> = {};
  result.fields?.forEach((field, i) => {
    const value = Array.isArray(row) ? row[i] : (row as Record<string, unknown>)[field.name];
    if ((field.name === 'id' || field.name.endsWith('_id')) && Number.isInteger(value)) {
      ids[field.name] = value as number;
    }
  });
  return Object.keys(ids).length > 0 ? ids : undefined;
}

/** Notes on `statement` the ids its result generated, once it comes; returns `result`. */
function noteGenerated<T>(statement: Statement, result: T): T {
  if (result instanceof Promise) {
    result.then(
      (r: Result | Result[]) => {
        const generated = generatedIds(Array.isArray(r) ? r.at(-1) : r);
        if (generated) statement.generated = generated;
      },
      () => {},
    );
  }
  return result;
}

/** One statement with a value replaced among its parameters, arrays included. */
function substituteOne(s: Statement, from: unknown, to: unknown): Statement {
  const swap = (p: unknown): unknown => (p === from ? to : Array.isArray(p) ? p.map(swap) : p);
  return { ...s, params: s.params.map(swap) };
}

/**
 * Replaces a value among the parameters, also inside array parameters (the timer id of
 * a recorded action, the worker of a recorded start).
 */
export function substitute(units: Unit[], from: unknown, to: unknown): Unit[] {
  return units.map((u) => ({
    tx: u.tx,
    statements: u.statements.map((s) => substituteOne(s, from, to)),
  }));
}

/**
 * Replays recorded units through the raw driver; returns the largest result's rows
 * (`seen`, when given, gets every statement's rows).
 */
export async function replay(
  database: Database,
  units: Unit[],
  seen?: (text: string, rows: unknown[]) => void,
): Promise<unknown[]> {
  let largest: unknown[] = [];
  let text = '';
  /**
   * Ids this replay's inserts generated in place of the recorded ones, carried into the
   * statements after them as the app does (the new timer a start then locks and logs).
   */
  const carried: [number, number][] = [];
  const live = (s: Statement) => {
    text = s.text;
    return carried.reduce((out, [from, to]) => substituteOne(out, from, to), s);
  };
  const keep = (s: Statement, rows: unknown[]) => {
    seen?.(text, rows);
    if (rows.length >= largest.length) largest = rows;
    const row = rows[0] as Record<string, unknown> | undefined;
    for (const [column, was] of Object.entries(s.generated ?? {})) {
      const now = row?.[column];
      if (typeof now === 'number' && now !== was) carried.push([was, now]);
    }
  };
  const client = database.pglite;
  const pool = database.pool;
  const run = async (on: PGlite | Transaction, s: Statement) =>
    s.simple ? ((await on.exec(s.text))[0]?.rows ?? []) : (await on.query(s.text, s.params)).rows;
  for (const unit of units) {
    if (client) {
      if (unit.tx) {
        await client.transaction(async (tx) => {
          for (const s of unit.statements) keep(s, await run(tx, live(s)));
        });
      } else {
        for (const s of unit.statements) keep(s, await run(client, live(s)));
      }
    } else if (pool) {
      if (unit.tx) {
        const c = await pool.connect();
        try {
          for (const s of unit.statements) {
            const { name, text: sql, params } = live(s);
            keep(s, (await c.query({ name, text: sql, values: params })).rows);
          }
        } catch (err) {
          await c.query('rollback').catch(() => {});
          throw err;
        } finally {
          c.release();
        }
      } else {
        for (const s of unit.statements) {
          const { name, text: sql, params } = live(s);
          keep(s, (await pool.query({ name, text: sql, values: params })).rows);
        }
      }
    }
  }
  return largest;
}
