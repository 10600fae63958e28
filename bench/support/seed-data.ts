import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { AJUSTES_POR_DEFECTO } from '@mchabbo/shared/ajustes/contratos';
import { inicioSemanaPaga } from '@mchabbo/shared/paga/reglas';
import type { Database, Db } from '../../apps/server/src/db/client';
import { pidDelBloqueo } from '../../apps/server/src/db/lock';
import { sembrarCatalogo } from '../../apps/server/src/db/seed';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { BENCH_PASSWORD, BOARD, OWNER, TIMEKEEPER } from './accounts';
import { SEED_STEPS, type SeedContext } from './seed-steps';
import { ensurePgDatabase, openTarget, rawQuery, type Target } from './target';

/** What a seeded data folder records about itself (PGlite: `bench-seed.json`). */
export interface SeedInfo {
  shifts: number;
  seededAt: string;
  seconds: number;
}

const MARKER = 'bench-seed.json';

/** The seed marker of a PGlite folder, or of a PostgreSQL database (its confirmed shifts). */
export async function readSeedInfo(target: Target): Promise<SeedInfo | null> {
  if (target.kind === 'pglite') {
    try {
      return JSON.parse(await readFile(path.join(target.dataDir, MARKER), 'utf8')) as SeedInfo;
    } catch {
      return null;
    }
  }
  const database = await openTarget(target);
  try {
    const [fila] = await rawQuery<{ owner: boolean; shifts: number }>(
      database,
      `select exists(select 1 from usuarios where username = $1) as owner,
        (select count(*)::int from tiempos where estado = 'confirmado') as shifts`,
      [OWNER],
    );
    return fila?.owner ? { shifts: Number(fila.shifts), seededAt: '', seconds: 0 } : null;
  } finally {
    await database.close();
  }
}

/**
 * Whether a seeded target predates the seed's latest table (the time requests of 11-28):
 * `npm run bench` seeds it again.
 */
export async function seedIsStale(target: Target): Promise<boolean> {
  const database = await openTarget(target);
  try {
    const [fila] = await rawQuery<{ some: boolean }>(
      database,
      'select exists(select 1 from peticiones_tiempo) as some',
    );
    return !fila?.some;
  } finally {
    await database.close();
  }
}

/**
 * Empties the target for a new seed. Refuses a PGlite folder the seed did not create, a
 * folder a running server holds, or a PostgreSQL database with other accounts, unless
 * `force` is given.
 */
async function resetTarget(target: Target, force: boolean) {
  if (target.kind === 'pglite') {
    const pid = await pidDelBloqueo(target.dataDir);
    if (pid) throw new Error(`${target.dataDir} is in use by process ${pid}; stop it first.`);
    const hasDb = existsSync(path.join(target.dataDir, 'pglite'));
    if (hasDb && !existsSync(path.join(target.dataDir, MARKER)) && !force) {
      throw new Error(
        `${target.dataDir} holds a database the benchmark did not create; pass --force to replace it.`,
      );
    }
    await rm(path.join(target.dataDir, 'pglite'), { recursive: true, force: true });
    await rm(path.join(target.dataDir, MARKER), { force: true });
    return;
  }
  const url = target.databaseUrl ?? '';
  await ensurePgDatabase(url);
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ existe: boolean }>(
      `select to_regclass('public.usuarios') is not null as existe`,
    );
    if (rows[0]?.existe && !force) {
      const { rows: otros } = await client.query<{ n: number }>(
        `select count(*)::int as n from usuarios where username <> all($1::text[])
           and username not like 'Personal%' and username not like 'Invitado%'
           and username not like 'Exempleado%'`,
        [[OWNER, BOARD, TIMEKEEPER]],
      );
      if ((otros[0]?.n ?? 0) > 0) {
        throw new Error(`${target.label} holds other accounts; pass --force to empty it.`);
      }
    }
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * Fills the target with a year of a busy community, set-based (a few statements in
 * one transaction): accounts, confirmed shifts with their mission snapshot, credits,
 * weekly pay and pay entries, running timers, sales, memberships, dismissals and
 * name-change requests. Deterministic for a given day (`setseed`).
 */
export async function seed(
  target: Target,
  opts: { shifts: number; force?: boolean; now?: Date; log?: (line: string) => void },
): Promise<SeedInfo> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  await resetTarget(target, opts.force ?? false);
  const database = await openTarget(target);
  try {
    await sembrarCatalogo(database.db);
    const hash = await hashPassword(BENCH_PASSWORD);
    const now = opts.now ?? new Date();
    await database.db.transaction(async (tx) => {
      await fill(tx as unknown as Db, { shifts: opts.shifts, now, hash, log });
    });
    const t = performance.now();
    await rawQuery(database, 'analyze');
    log(`  analyze ${Math.round(performance.now() - t)} ms`);
  } finally {
    await database.close();
  }
  const info: SeedInfo = {
    shifts: opts.shifts,
    seededAt: new Date().toISOString(),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  if (target.kind === 'pglite') {
    await writeFile(path.join(target.dataDir, MARKER), `${JSON.stringify(info, null, 2)}\n`);
  }
  return info;
}

/** Runs the seed's steps (bench/support/seed-steps.ts) in order, timing each. */
async function fill(
  db: Db,
  opts: { shifts: number; now: Date; hash: string; log: (line: string) => void },
) {
  const context: SeedContext = {
    ahora: sql`${opts.now.toISOString()}::timestamptz`,
    lunes: sql`${inicioSemanaPaga(opts.now, AJUSTES_POR_DEFECTO.zona_horaria)}::date`,
    hash: opts.hash,
    shifts: opts.shifts,
  };
  await db.execute(sql`select setseed(0.42)`);
  for (const [nombre, paso] of SEED_STEPS) {
    const t = performance.now();
    await db.execute(paso(context));
    opts.log(`  ${nombre.padEnd(22)} ${Math.round(performance.now() - t)} ms`);
  }
}

/**
 * Makes the running timers runnable again before a benchmark: started 10–160 minutes
 * ago, running, no pauses or adjustments (so none is paused as forgotten mid-run); and
 * the waiting time requests waiting again.
 */
export async function resetRunningTimers(target: Target): Promise<number> {
  const database = await openTarget(target);
  try {
    // The seeded waiting time requests wait again, asked in the last minutes: the sweep
    // closes those nobody attended within 30 minutes (docs/reglas.md, Time requests).
    await rawQuery(
      database,
      `update peticiones_tiempo set estado = 'esperando', caducada_en = null,
         creada_en = now() - (id % 10) * interval '1 minute'
       where estado in ('esperando', 'caducada')`,
    );
    const filas = await rawQuery<{ id: number }>(
      database,
      `update tiempos set estado = 'activo',
         iniciado_en = now() - (10 + (id * 7) % 150) * interval '1 minute',
         pausado_desde = null, segundos_pausados = 0, ajuste_segundos = 0, pausas_count = 0,
         olvidado = false, actualizado_en = now()
       where estado in ('activo', 'pausado')
       returning id`,
    );
    return filas.length;
  } finally {
    await database.close();
  }
}

/** A worker the confirmation scenario starts and confirms shifts of. */
export interface BenchWorker {
  id: number;
  username: string;
}

/**
 * Workers the board member may time (levels 2–6) with no open timer and no leave
 * near today (an approved leave covering today refuses a start): the confirmation
 * scenario's pool, the same on the app and on the baseline.
 */
export async function benchWorkers(database: Database, limit = 60): Promise<BenchWorker[]> {
  return rawQuery<BenchWorker>(
    database,
    `select u.id, u.username from usuarios u
     where u.nivel between 2 and 6 and u.username like 'Personal%'
       and not exists (select 1 from tiempos t
         where t.usuario_id = u.id and t.estado in ('activo', 'pausado'))
       and not exists (select 1 from ausencias a where a.usuario_id = u.id
         and a.estado = 'aprobada' and a.desde <= current_date + 1 and a.hasta >= current_date - 1)
     order by u.id limit $1`,
    [limit],
  );
}

/** The tables a benchmark run writes to, keyed by serial id. */
const WRITTEN = [
  'tiempo_eventos',
  'auditoria',
  'notificaciones',
  'tiempos',
  'pagos',
  'sesiones',
  'intentos_login',
] as const;

/** The last id of each table a run writes to, so the run's rows can be removed after. */
export type RowMarks = Record<(typeof WRITTEN)[number], number>;

export async function markRows(target: Target): Promise<RowMarks> {
  const database = await openTarget(target);
  try {
    return await marksOf(database);
  } finally {
    await database.close();
  }
}

/** `markRows` on an open database. */
export async function marksOf(database: Database): Promise<RowMarks> {
  const [fila] = await rawQuery<Record<string, number>>(
    database,
    `select ${WRITTEN.map((t) => `(select coalesce(max(id), 0)::bigint from ${t}) as ${t}`).join(', ')}`,
  );
  return Object.fromEntries(WRITTEN.map((t) => [t, Number(fila?.[t] ?? 0)])) as RowMarks;
}

/**
 * Removes what a run wrote after `marks` (shifts started and confirmed, their history,
 * audit and notification rows, new pay entries, sessions) and puts the running totals
 * back; with `resetRunningTimers`, the next run reads the seeded year again. Then
 * vacuums the tables written: PGlite never vacuums by itself, and without it every
 * server after the first would find the dead rows of those before it (the timer
 * action's updates, the removed rows), and the table grow from run to run.
 */
export async function rollbackRows(target: Target, marks: RowMarks): Promise<void> {
  const database = await openTarget(target);
  try {
    await removeAfter(database, marks);
    // Its own statement: VACUUM cannot run inside a transaction.
    await rawQuery(database, `vacuum ${[...WRITTEN, 'totales_tiempo'].join(', ')}`);
  } finally {
    await database.close();
  }
}

/** `rollbackRows` on an open database. */
export async function removeAfter(database: Database, marks: RowMarks): Promise<void> {
  // One script in one transaction (ids are integers: written as literals). The audit
  // trail refuses deletes by trigger; the benchmark's own rows are removed with the
  // triggers off for this transaction (superuser: PGlite, and the bench's PostgreSQL).
  const script = [
    'begin',
    'set local session_replication_role = replica',
    ...WRITTEN.map((t) => `delete from ${t} where id > ${Math.trunc(marks[t])}`),
    'delete from totales_tiempo',
    `insert into totales_tiempo (usuario_id, turnos, segundos)
     select usuario_id, count(*)::int, sum(segundos_confirmados)::int
     from tiempos where estado = 'confirmado' group by usuario_id order by usuario_id`,
    'commit',
  ].join(';\n');
  if (database.pglite) await database.pglite.exec(script);
  else if (database.pool) await database.pool.query(script);
}
