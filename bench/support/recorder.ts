import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../apps/server/src/db/client';

/** One SQL statement as the driver received it. */
export interface Statement {
  text: string;
  params: unknown[];
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
  if (database.pglite) return recordPglite(database.pglite, run);
  if (database.pool) return recordPg(database.pool, run);
  throw new Error('database without a driver');
}

async function recordPglite(client: PGlite, run: () => Promise<unknown>): Promise<Unit[]> {
  const units: Unit[] = [];
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const own = client as unknown as Record<string, unknown>;
  own.query = (text: string, params?: unknown[], options?: unknown) => {
    units.push({ tx: false, statements: [{ text, params: params ?? [] }] });
    return query(text, params, options as never);
  };
  own.transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const unit: Unit = { tx: true, statements: [] };
      units.push(unit);
      const txQuery = tx.query.bind(tx);
      const wrapped = Object.create(tx) as Transaction;
      (wrapped as unknown as Record<string, unknown>).query = (
        text: string,
        params?: unknown[],
        options?: unknown,
      ) => {
        unit.statements.push({ text, params: params ?? [] });
        return txQuery(text, params, options as never);
      };
      return fn(wrapped);
    });
  try {
    await run();
  } finally {
    delete own.query;
    delete own.transaction;
  }
  return units;
}

async function recordPg(pool: pg.Pool, run: () => Promise<unknown>): Promise<Unit[]> {
  const units: Unit[] = [];
  let open: Unit | null = null;
  const wrapped = new WeakSet<pg.PoolClient>();
  let recording = true;
  const onAcquire = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      if (recording) {
        const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown];
        const text = typeof config === 'string' ? config : config.text;
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
        if (open) open.statements.push({ text, params });
        else units.push({ tx: false, statements: [{ text, params }] });
        if (verb === 'commit' || verb === 'rollback') open = null;
      }
      return query(...args);
    };
  };
  pool.on('acquire', onAcquire);
  try {
    await run();
  } finally {
    recording = false;
    pool.off('acquire', onAcquire);
  }
  return units;
}

/**
 * Replaces a value among the parameters, also inside array parameters (the timer id of
 * a recorded action, the worker of a recorded start).
 */
export function substitute(units: Unit[], from: unknown, to: unknown): Unit[] {
  const swap = (p: unknown): unknown => (p === from ? to : Array.isArray(p) ? p.map(swap) : p);
  return units.map((u) => ({
    tx: u.tx,
    statements: u.statements.map((s) => ({
      text: substituteInExecute(s.text, from, to),
      params: s.params.map(swap),
    })),
  }));
}

/**
 * A statement whose plan PGlite keeps runs as `execute name(1, 2)` with its integer
 * parameters written in the text (apps/server/src/db/pglite-drizzle.ts); the prepared
 * statement itself lives in the same PGlite session the baseline replays on.
 */
function substituteInExecute(text: string, from: unknown, to: unknown): string {
  const match = /^execute (\w+)\((.*)\)$/.exec(text);
  if (!match) return text;
  const args = (match[2] ?? '').split(', ').map((a) => (a === String(from) ? String(to) : a));
  return `execute ${match[1]}(${args.join(', ')})`;
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
  const keep = (rows: unknown[]) => {
    seen?.(text, rows);
    if (rows.length >= largest.length) largest = rows;
  };
  const client = database.pglite;
  const pool = database.pool;
  for (const unit of units) {
    if (client) {
      if (unit.tx) {
        await client.transaction(async (tx) => {
          for (const s of unit.statements) {
            text = s.text;
            keep((await tx.query(s.text, s.params)).rows);
          }
        });
      } else {
        for (const s of unit.statements) {
          text = s.text;
          keep((await client.query(s.text, s.params)).rows);
        }
      }
    } else if (pool) {
      if (unit.tx) {
        const c = await pool.connect();
        try {
          for (const s of unit.statements) {
            text = s.text;
            keep((await c.query(s.text, s.params)).rows);
          }
        } catch (err) {
          await c.query('rollback').catch(() => {});
          throw err;
        } finally {
          c.release();
        }
      } else {
        for (const s of unit.statements) {
          text = s.text;
          keep((await pool.query(s.text, s.params)).rows);
        }
      }
    }
  }
  return largest;
}
