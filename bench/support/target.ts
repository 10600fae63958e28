import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where benchmark data lives: an embedded PGlite folder, or a PostgreSQL database. */
export interface Target {
  kind: 'pglite' | 'postgres';
  /** The data folder (PGlite's files; unused by PostgreSQL but still given to the server). */
  dataDir: string;
  databaseUrl?: string;
  /** How it is shown in the output. */
  label: string;
}

const pgliteTarget = (dataDir: string): Target => ({
  kind: 'pglite',
  dataDir,
  label: `PGlite ${path.relative(ROOT, dataDir) || dataDir}`,
});

const postgresTarget = (databaseUrl: string, dataDir: string): Target => {
  const url = new URL(databaseUrl);
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl,
    label: `PostgreSQL ${url.host}${url.pathname}`,
  };
};

/** The benchmark's database: `DATABASE_URL` when set, else PGlite in `DATA_DIR` (default bench/data). */
export function mainTarget(env: NodeJS.ProcessEnv = process.env): Target {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'bench/data');
  return env.DATABASE_URL ? postgresTarget(env.DATABASE_URL, dataDir) : pgliteTarget(dataDir);
}

/**
 * The bases `npm run bench` measures: PGlite in `DATA_DIR`, and PostgreSQL too when
 * `BENCH_DATABASE_URL` is set; only PostgreSQL when `DATABASE_URL` is.
 */
export function benchTargets(env: NodeJS.ProcessEnv = process.env): Target[] {
  const dataDir = path.resolve(ROOT, env.DATA_DIR || 'bench/data');
  if (env.DATABASE_URL) return [postgresTarget(env.DATABASE_URL, dataDir)];
  const both = [pgliteTarget(dataDir)];
  if (env.BENCH_DATABASE_URL) both.push(postgresTarget(env.BENCH_DATABASE_URL, dataDir));
  return both;
}

/** A sibling of the main target for a smaller history (growth runs): `<dir>-<n>` or `<db>_<n>`. */
export function sizedTarget(main: Target, shifts: number): Target {
  const dataDir = `${main.dataDir}-${shifts}`;
  if (main.kind === 'postgres' && main.databaseUrl) {
    const url = new URL(main.databaseUrl);
    url.pathname = `${url.pathname.replace(/^\//, '') || 'postgres'}_${shifts}`;
    return {
      kind: 'postgres',
      dataDir,
      databaseUrl: url.toString(),
      label: `PostgreSQL ${url.host}${url.pathname}`,
    };
  }
  return { kind: 'pglite', dataDir, label: `PGlite ${path.relative(ROOT, dataDir) || dataDir}` };
}

/** Creates the target's PostgreSQL database when it does not exist (on the same server). */
export async function ensurePgDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name: ${name}`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Opens the target with the server's own client (migrations applied, folder locked). */
export async function openTarget(target: Target): Promise<Database> {
  if (target.kind === 'postgres') {
    await ensurePgDatabase(target.databaseUrl ?? '');
    return openDatabase({ databaseUrl: target.databaseUrl, dataDir: null });
  }
  return openDatabase({ dataDir: target.dataDir });
}

/** Runs one raw statement on either driver and returns its rows. */
export async function rawQuery<T = Record<string, unknown>>(
  database: Database,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  if (database.pglite) return (await database.pglite.query<T>(text, params)).rows;
  if (database.pool) return (await database.pool.query(text, params)).rows as T[];
  throw new Error('database without a driver');
}
