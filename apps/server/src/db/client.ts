import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { completarEsqueletos } from './esqueletos';
import { adquirirBloqueo, prepararCarpetaDatos, type Bloqueo } from './lock';
import { conReintentos } from './reintentos';
import { ClienteDrizzle, PARSERS_DRIZZLE } from './pglite-drizzle';
import type { Db } from './tipos';

export type { Db, Transaccion, Tx } from './tipos';

/** An open database with what it takes to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a raw SQL statement without Drizzle (LISTEN/NOTIFY, benchmarks). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Where the embedded database lives inside the data folder. */
export function pgliteDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

/** The advisory lock that lets one process at a time migrate a shared PostgreSQL. */
const BLOQUEO_MIGRACIONES = 7_314_202_611;

/**
 * Applies the migrations holding an advisory lock: processes that start together on one
 * database (or roll out a new version) migrate one after another, and the later ones
 * find nothing left to do instead of failing on tables the first is creating.
 */
async function migrarEnExclusiva(pool: pg.Pool) {
  const cliente = await pool.connect();
  try {
    await cliente.query('select pg_advisory_lock($1)', [BLOQUEO_MIGRACIONES]);
    try {
      await migratePg(drizzlePg(cliente), { migrationsFolder });
      await completarEsqueletos(drizzlePg(cliente) as unknown as Db);
    } finally {
      await cliente.query('select pg_advisory_unlock($1)', [BLOQUEO_MIGRACIONES]);
    }
  } finally {
    cliente.release();
  }
}

/**
 * Ends the pool and waits until every connection has closed: `pool.end()` resolves as
 * soon as it has asked its connections to end, and one still closing when its database
 * is dropped or the server restarts would fail with nobody left to hear it.
 */
async function cerrarPool(pool: pg.Pool): Promise<void> {
  let abiertas = pool.totalCount;
  const cerradas = new Promise<void>((resolve) => {
    if (abiertas === 0) resolve();
    pool.on('remove', () => {
      abiertas -= 1;
      if (abiertas <= 0) resolve();
    });
  });
  await pool.end();
  await cerradas;
}

/**
 * How every PGlite of the app starts (the server, and the backup tool's opens): 16 MB of
 * shared buffers instead of PostgreSQL's 128 MB. PGlite zeroes them at every open (about
 * half a second of CPU less per start) and keeps what it touched resident, in the
 * server's own memory (docs/rendimiento.md, Memory); the data files stay in the OS's
 * cache besides, so a page not in the buffers is a copy from memory, not a disk read.
 */
export const ARRANQUE_PGLITE = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/** The server's PGlite: the start above, with Drizzle's type parsers. */
const OPCIONES_PGLITE = { ...ARRANQUE_PGLITE, parsers: PARSERS_DRIZZLE };

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (or in memory
 * when `dataDir` is null), and applies the migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  /** In memory only: start from this dump of a data folder (tests copy a migrated one). */
  copiaDe?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A transaction PostgreSQL aborts as a deadlock is run again (db/reintentos.ts).
    const db = conReintentos(drizzlePg(pool) as unknown as Db);
    try {
      await migrarEnExclusiva(pool);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db, kind: 'postgres', pool, close: () => cerrarPool(pool) };
  }

  let bloqueo: Bloqueo | undefined;
  let client: PGlite;
  if (opts.dataDir) {
    await prepararCarpetaDatos(opts.dataDir);
    bloqueo = await adquirirBloqueo(opts.dataDir);
    client = new PGlite(pgliteDir(opts.dataDir), OPCIONES_PGLITE);
  } else {
    client = new PGlite({ ...OPCIONES_PGLITE, loadDataDir: opts.copiaDe });
  }
  // PGlite runs one transaction at a time and never aborts one for another; the same
  // retry wraps it all the same, so both drivers behave alike (db/reintentos.ts).
  const db = conReintentos(
    drizzlePglite({ client: new ClienteDrizzle(client) as unknown as PGlite }) as unknown as Db,
  );
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await completarEsqueletos(db);
  } catch (err) {
    await client.close();
    await bloqueo?.liberar();
    throw err;
  }
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async close() {
      await client.close();
      await bloqueo?.liberar();
    },
  };
}
