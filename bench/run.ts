// `npm run bench`: the API benchmark. For each base — PGlite in DATA_DIR (default
// bench/data), and PostgreSQL too when BENCH_DATABASE_URL is set (only PostgreSQL when
// DATABASE_URL is) — it starts the real server (scripts/start.mjs) on the benchmark
// data, drives the hot calls with autocannon at 10 and 50 connections, reads the
// server's memory, then runs the raw-driver baseline (bench/baseline-server.ts) on the
// same data and calls, then the writes at 10 connections again with app and baseline in
// alternating rounds (their budgets against the baseline are judged on these), then the
// growth comparison (every call on 1,000 shifts of
// history against the full year), removes the rows the run wrote, and marks every
// budget met or not. Then the web budgets: bench/web.ts (sizes, Lighthouse on the landing
// three times and on Tiempos), whose result goes under `web`.
// Options: --seconds N (default 3), --rounds N (default 3: the writes against the
// baseline in alternating rounds), --no-baseline, --no-growth, --no-web, --only <names>
// (calls of bench/support/calls.ts, comma-separated, e.g. --only "shift history,audit
// trail"; skips the web budgets too).
// Writes bench/results.json (or BENCH_RESULTS): one section per base under `bases`.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_PASSWORD, BOARD } from './support/accounts';
import { CALLS as CALLS_ALL, PAUSE, RESUME, type Call } from './support/calls';
import {
  measure,
  pooled,
  type Measure,
  type Rounds,
  type Side,
  type TimerState,
  type WorkerSlot,
} from './support/load';
import { puertoLibre as freePort } from '../apps/server/src/test/puerto';
import { startBaseline, startServer } from './support/process';
import {
  benchWorkers,
  markRows,
  readSeedInfo,
  resetRunningTimers,
  rollbackRows,
  seed,
  type BenchWorker,
} from './support/seed-data';
import { benchTargets, openTarget, ROOT, sizedTarget, type Target } from './support/target';

const ARGS = process.argv.slice(2);
const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    'no-baseline': { type: 'boolean', default: false },
    'no-growth': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    only: { type: 'string' },
    rounds: { type: 'string' },
  },
});
const ONLY = values.only?.split(',').map((n) => n.trim());
const unknown = ONLY?.filter((n) => !CALLS_ALL.some((c) => c.name === n));
if (unknown?.length) {
  throw new Error(
    `--only: unknown calls ${unknown.join(', ')} (${CALLS_ALL.map((c) => c.name).join(', ')})`,
  );
}
const CALLS = ONLY ? CALLS_ALL.filter((c) => ONLY.includes(c.name)) : CALLS_ALL;
const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 3);
const WARMUP = 1;
const CONNECTIONS = [10, 50];
const SMALL_HISTORY = 1000;
const GROWTH_TURNS = 3;
const GROWTH_SECONDS = 2;
const ACT_EVERY_MS = 250;
/** Alternating rounds of the writes against the baseline (see `measureRounds`). */
const ROUNDS = Number(values.rounds ?? 3);
/**
 * Warm-up of a write's first window after each start in those rounds (1 s elsewhere):
 * the budgets are about a server that has been running.
 */
const STINT_WARMUP = 5;
/** The budgets (docs/rendimiento.md, Budgets). */
const BUDGET = {
  /** Reads at 10 connections: p99, and throughput as a multiple of the baseline's. */
  readP99Ms: 25,
  readThroughputVsBaseline: 1,
  /** Writes at 10 connections: p99 and throughput against the baseline's. */
  writeP99VsBaseline: 1.5,
  writeThroughputVsBaseline: 0.7,
  /** PGlite at 50 connections: every call's p99. */
  p99At50MsPglite: 300,
  growth: 1.3,
  /** PGlite: the server's resident memory after the full benchmark. */
  rssMBPglite: 300,
  firstAnswerMs: 3000,
};

const log = (line = '') => console.log(line);
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
/** A latency for a budget's line (NaN: no request finished within the scenario). */
const ms = (n: number) => (Number.isNaN(n) ? 'no answer within the scenario' : `${n} ms`);

/** The command that produced the results file, as typed. */
function commandLine() {
  const env = ['BENCH_DATABASE_URL', 'DATABASE_URL', 'DATA_DIR', 'BENCH_SECONDS', 'BENCH_RESULTS']
    .filter((k) => process.env[k])
    .map((k) => `${k}=${process.env[k]}`);
  const quoted = ARGS.map((a) => (/^[\w./=-]+$/.test(a) ? a : `"${a.replace(/"/g, '\\"')}"`));
  return [...env, 'npm run bench', ...(quoted.length ? ['--', ...quoted] : [])].join(' ');
}

async function ensureSeeded(target: Target, shifts: number) {
  const info = await readSeedInfo(target);
  if (info) return info.shifts;
  log(`${target.label} is empty: seeding ${shifts.toLocaleString('en')} shifts…`);
  await seed(target, { shifts });
  return shifts;
}

async function workersOf(target: Target): Promise<BenchWorker[]> {
  const database = await openTarget(target);
  try {
    return await benchWorkers(database);
  } finally {
    await database.close();
  }
}

async function api<T>(base: string, method: string, url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const login = async (base: string) =>
  (
    await api<{ access_token: string }>(base, 'POST', '/api/user/login', {
      nameUser: BOARD,
      password: BENCH_PASSWORD,
    })
  ).access_token;

interface OpenTimer {
  id: number;
  usuario_id: number;
  pausado: boolean;
}

const openTimers = async (base: string, token: string) =>
  (await api<{ tiempos: OpenTimer[] }>(base, 'GET', '/api/tiempos/all', undefined, token)).tiempos;

/** The seeded running timers the timer action alternates (not the confirmation's). */
const timersOf =
  (base: string, token: string, pool: BenchWorker[]) => async (): Promise<TimerState[]> => {
    const own = new Set(pool.map((w) => w.id));
    return (await openTimers(base, token))
      .filter((t) => !own.has(t.usuario_id))
      .map((t) => ({ id: t.id, paused: t.pausado }));
  };

/** The confirmation's workers with their open timers, from rows of (id, usuario_id). */
const slotsFrom = (pool: BenchWorker[], open: { id: number; usuario_id: number }[]) => {
  const byWorker = new Map(open.map((t) => [t.usuario_id, t.id]));
  return pool.map((w): WorkerSlot => ({ ...w, timer: byWorker.get(w.id) ?? null }));
};

const workersFromApp = (base: string, token: string, pool: BenchWorker[]) => async () =>
  slotsFrom(pool, await openTimers(base, token));

interface Row {
  call: string;
  kind: Call['kind'];
  path: string;
  app: Measure;
  baseline?: Measure;
  /** Cost per request against the baseline: baseline req/s ÷ app req/s. */
  ratio?: number;
  /** App req/s ÷ baseline req/s. */
  throughputVsBaseline?: number;
  /** App p99 ÷ baseline p99. */
  p99VsBaseline?: number;
  /** A write at 10 connections: app and baseline again, in alternating rounds. */
  rounds?: Rounds;
}

interface GrowthRow {
  call: string;
  small: Measure;
  large: Measure;
  /** p50 on the full history ÷ p50 on the short one. */
  ratio: number;
}

interface Check {
  budget: string;
  value: string;
  met: boolean;
}

const fmt = (n: number | undefined, w: number, d = 1) =>
  (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(d)).padStart(w);

function printRows(rows: Row[]) {
  log(
    `${'call'.padEnd(20)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
      `${'p99 ms'.padStart(9)}${'base req/s'.padStart(12)}${'base p50'.padStart(10)}` +
      `${'base p99'.padStart(10)}${'ratio'.padStart(7)}${'fail'.padStart(6)}`,
  );
  for (const r of rows) {
    log(
      `${r.call.padEnd(20)}${String(r.app.connections).padStart(6)}${fmt(r.app.rps, 9)}` +
        `${fmt(r.app.p50, 9, 2)}${fmt(r.app.p99, 9, 2)}${fmt(r.baseline?.rps, 12)}` +
        `${fmt(r.baseline?.p50, 10, 2)}${fmt(r.baseline?.p99, 10, 2)}${fmt(r.ratio, 7, 2)}` +
        `${String(r.app.failures + (r.baseline?.failures ?? 0)).padStart(6)}`,
    );
  }
  for (const r of rows) {
    const app = r.app.failedConnecting ?? 0;
    const base = r.baseline?.failedConnecting ?? 0;
    if (app + base > 0) {
      log(
        `  ${r.call} at ${r.app.connections}: timed out while connecting (before the window): ` +
          `app ${app}, baseline ${base}`,
      );
    }
  }
}

/** The alternating rounds of the writes (`measureRounds`): each window, then each side's all. */
function printRounds(rows: Row[]) {
  const withRounds = rows.filter((r) => r.rounds);
  const first = withRounds[0]?.rounds;
  if (!first) return;
  log(
    `\nWrites at 10 connections in ${first.app.length} alternating rounds ` +
      `(${first.order.join(', ')}): each round's p99 ms and req/s, then all rounds' answers\n`,
  );
  log(
    `${'call'.padEnd(20)}${'side'.padStart(10)}` +
      first.app.map((_, i) => `${`round ${i + 1}`.padStart(16)}`).join('') +
      `${'all'.padStart(16)}${'all vs base'.padStart(16)}`,
  );
  const cell = (m: { p99: number; rps: number }) =>
    `${fmt(m.p99, 7, 1)} / ${fmt(m.rps, 6)}`.padStart(16);
  for (const r of withRounds) {
    const x = r.rounds;
    if (!x) continue;
    log(
      `${r.call.padEnd(20)}${'app'.padStart(10)}${x.app.map(cell).join('')}${cell(x.appPooled)}` +
        `${`${fmt(x.p99VsBaseline, 5, 2)}× / ${fmt(x.throughputVsBaseline * 100, 3, 0)} %`.padStart(16)}`,
    );
    log(
      `${''.padEnd(20)}${'baseline'.padStart(10)}${x.baseline.map(cell).join('')}${cell(x.baselinePooled)}`,
    );
  }
}

/**
 * Where requests waited in each measured window (bench/support/queue-probe.mjs): received
 * and not yet answered, the server's event loop busy, and in front of the database
 * connection (on PGlite its one connection, on PostgreSQL the pool's).
 */
function printQueues(rows: Row[]) {
  log(
    '\nQueues in the measured window: requests in the server (received, not yet answered: mean,' +
      ' most); its event loop busy; waiting for the database connection (mean, most, p99 of' +
      " each wait in ms); PGlite's connection in use\n",
  );
  log(
    `${'call'.padEnd(20)}${'conns'.padStart(6)}${'side'.padStart(10)}${'in server'.padStart(11)}` +
      `${'max'.padStart(5)}${'loop'.padStart(6)}${'db wait'.padStart(9)}${'max'.padStart(5)}` +
      `${'p99 ms'.padStart(8)}${'db busy'.padStart(9)}`,
  );
  const pct = (n: number | undefined) => (n === undefined ? '–' : `${Math.round(n * 100)}%`);
  for (const r of rows) {
    for (const [side, m] of [
      ['app', r.app],
      ['baseline', r.baseline],
    ] as const) {
      const q = m?.queue;
      if (!q) continue;
      log(
        `${r.call.padEnd(20)}${String(r.app.connections).padStart(6)}${side.padStart(10)}` +
          `${fmt(q.meanInFlight, 11)}${String(q.maxInFlight).padStart(5)}${pct(q.loopBusy).padStart(6)}` +
          `${fmt(q.meanWaiting, 9, 2)}${String(q.maxWaiting).padStart(5)}${fmt(q.waitP99, 8, 2)}` +
          `${pct(q.busy).padStart(9)}`,
      );
    }
  }
}

/** The whole benchmark on one base. */
async function benchBase(target: Target) {
  log(`\n=== ${target.label} ===`);
  const shifts = await ensureSeeded(target, Number(process.env.BENCH_SHIFTS ?? 100_000));
  const small = sizedTarget(target, SMALL_HISTORY);
  if (!values['no-growth']) await ensureSeeded(small, SMALL_HISTORY);
  log(
    `${shifts.toLocaleString('en')} confirmed shifts; ${SECONDS} s per scenario after ${WARMUP} s of warm-up`,
  );

  // 1. The real server: first answer after start, then every call at 10 and 50 connections.
  log(`Running timers reset: ${await resetRunningTimers(target)}`);
  const marks = await markRows(target);
  const pool = await workersOf(target);
  const server = await startServer(target, await freePort());
  const firstAnswerMs = Math.round(server.firstAnswerMs);
  log(`npm start → first answer in ${firstAnswerMs} ms`);
  const token = await login(server.url);
  const t0 = performance.now();
  await api(server.url, 'GET', '/api/tiempos/all', undefined, token);
  const firstListMs = Math.round(performance.now() - t0);
  const timers = timersOf(server.url, token, pool);
  const running = await timers();
  /** Where each side's write scenarios find the running timers and the confirmation's workers. */
  const stateOf = (side: Side, url: string, tk: string) =>
    side === 'app'
      ? { timers: timersOf(url, tk, pool), workers: workersFromApp(url, tk, pool) }
      : {
          // The baseline keeps no state: any order of Pausar and Reanudar is served.
          timers: async () => running.map((t) => ({ ...t })),
          workers: async () =>
            slotsFrom(
              pool,
              await api<{ id: number; usuario_id: number }[]>(url, 'GET', '/bench/open-timers'),
            ),
        };
  log(`first Tiempos list after start: ${firstListMs} ms; ${running.length} running timers\n`);

  /**
   * The Tiempos list while a manager acts: one timer is paused or resumed every
   * `everyMs`, so reads keep finding a database that changed since the last one (the
   * kept answers of apps/server/src/lib/lecturas.ts only serve an unchanged database).
   */
  async function measureWhileActing(everyMs: number): Promise<Measure & { actions: number }> {
    // As the timers are now: the action scenarios left them paused or running.
    const [timer] = await timers();
    if (!timer) throw new Error('no running timer to act on');
    let actions = 0;
    let acting = true;
    let failure: unknown = null;
    const act = async () => {
      while (acting) {
        const next = new Promise((resolve) => setTimeout(resolve, everyMs));
        await api(server.url, 'POST', timer.paused ? RESUME : PAUSE, { id: timer.id }, token);
        timer.paused = !timer.paused;
        actions++;
        await next;
      }
    };
    // Kept, not thrown while the reads run (an unhandled rejection would leave the server up).
    const actor = act().catch((err: unknown) => {
      failure = err;
    });
    try {
      const list = CALLS_ALL.find((c) => c.path === '/api/tiempos/all');
      if (!list) throw new Error('the Tiempos list is not a benchmark call');
      const m = await measure({
        baseUrl: server.url,
        call: list,
        connections: 10,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        token,
      });
      acting = false;
      await actor;
      if (failure) throw failure;
      return { ...m, actions };
    } finally {
      acting = false;
      await actor;
    }
  }

  const rows: Row[] = [];
  let whileActing: (Measure & { actions: number }) | null = null;
  let memory: { rssMB: number; peakMB: number };
  try {
    for (const connections of CONNECTIONS) {
      for (const call of CALLS) {
        const app = await measure({
          baseUrl: server.url,
          call,
          connections,
          seconds: SECONDS,
          warmupSeconds: WARMUP,
          token,
          ...stateOf('app', server.url, token),
          queue: server.queue,
        });
        rows.push({ call: call.name, kind: call.kind, path: call.path, app });
      }
    }
    if (CALLS.some((c) => c.path === '/api/tiempos/all')) {
      whileActing = await measureWhileActing(ACT_EVERY_MS);
    }
    memory = await server.memory();
    log(`server memory after the run: ${memory.rssMB} MB resident (peak ${memory.peakMB})`);
  } catch (err) {
    log(`server output:\n${server.output().slice(-4000)}`);
    throw err;
  } finally {
    await server.stop();
  }
  // The baseline starts from the same data: the app's writes are removed (and requests
  // cut off by the stop, e.g. sign-ins still counted as attempts in course).
  await rollbackRows(target, marks);
  await resetRunningTimers(target);

  // 2. The raw-driver baseline on the same data (PGlite allows one process at a time).
  if (!values['no-baseline']) {
    const baseline = await startBaseline(target, await freePort(), {
      BENCH_WORKERS: JSON.stringify(pool),
    });
    try {
      for (const row of rows) {
        const call = CALLS.find((c) => c.name === row.call);
        if (!call) continue;
        row.baseline = await measure({
          baseUrl: baseline.url,
          call,
          connections: row.app.connections,
          seconds: SECONDS,
          warmupSeconds: WARMUP,
          token,
          ...stateOf('baseline', baseline.url, token),
          queue: baseline.queue,
        });
        row.ratio = round(row.baseline.rps / row.app.rps);
        row.throughputVsBaseline = round(row.app.rps / row.baseline.rps);
        row.p99VsBaseline = round(row.app.p99 / row.baseline.p99);
      }
    } catch (err) {
      log(`baseline output:\n${baseline.output().slice(-4000)}`);
      throw err;
    } finally {
      await baseline.stop();
    }
  }
  await rollbackRows(target, marks);
  await resetRunningTimers(target);

  /**
   * 2b. The writes at 10 connections again, app and baseline in alternating rounds. Their
   * budgets compare the two sides, and above the two windows of a write ran minutes
   * apart: a change in the shared machine's speed in between weighed on one side only
   * (the same code measured 0.66–2.72× its p99 in quick runs of 11-25). Round r runs
   * the app then the baseline when r is even, the other way round when odd, so each
   * side runs first as often as last and neighbouring windows of one side share a start
   * (app, baseline, baseline, app, app, baseline for three). PGlite allows one process
   * at a time: each stint starts its server, and the rows written are removed after it.
   */
  async function measureRounds(writes: Call[]): Promise<Map<string, Rounds>> {
    const order = Array.from({ length: ROUNDS }, (_, r): Side[] =>
      r % 2 === 0 ? ['app', 'baseline'] : ['baseline', 'app'],
    ).flat();
    // First a stint whose windows are thrown away: in five runs of 11-25 the first server
    // after the passes above was the slowest of the rounds, whichever side it was.
    const stints: { side: Side; rounds: number; kept: boolean }[] = [
      { side: order[1] ?? 'baseline', rounds: 1, kept: false },
    ];
    for (const side of order) {
      const last = stints.at(-1);
      if (last?.side === side && last.kept) last.rounds++;
      else stints.push({ side, rounds: 1, kept: true });
    }
    const taken = new Map(
      writes.map((c) => [
        c.name,
        {
          app: { measures: [] as Measure[], latencies: [] as number[] },
          baseline: { measures: [] as Measure[], latencies: [] as number[] },
        },
      ]),
    );
    for (const { side, rounds, kept } of stints) {
      const port = await freePort();
      const child =
        side === 'app'
          ? await startServer(target, port)
          : await startBaseline(target, port, { BENCH_WORKERS: JSON.stringify(pool) });
      try {
        // The baseline checks no session; the restarted app gets a new sign-in.
        const tk = side === 'app' ? await login(child.url) : token;
        for (let nth = 0; nth < rounds; nth++) {
          for (const call of writes) {
            const into = taken.get(call.name)?.[side];
            if (!into) continue;
            const m = await measure({
              baseUrl: child.url,
              call,
              connections: 10,
              seconds: SECONDS,
              warmupSeconds: nth === 0 ? STINT_WARMUP : WARMUP,
              token: tk,
              ...stateOf(side, child.url, tk),
              latencies: kept ? into.latencies : undefined,
            });
            if (kept) into.measures.push(m);
          }
        }
      } catch (err) {
        log(`${side} output:\n${child.output().slice(-4000)}`);
        throw err;
      } finally {
        await child.stop();
      }
      await rollbackRows(target, marks);
      await resetRunningTimers(target);
    }
    const out = new Map<string, Rounds>();
    for (const [call, t] of taken) {
      const appPooled = pooled(t.app.measures, t.app.latencies);
      const baselinePooled = pooled(t.baseline.measures, t.baseline.latencies);
      out.set(call, {
        order,
        app: t.app.measures,
        baseline: t.baseline.measures,
        appPooled,
        baselinePooled,
        p99VsBaseline: round(appPooled.p99 / baselinePooled.p99),
        throughputVsBaseline: round(appPooled.rps / baselinePooled.rps),
      });
    }
    return out;
  }
  const writes = CALLS.filter((c) => c.kind === 'action');
  if (!values['no-baseline'] && ROUNDS > 0 && writes.length > 0) {
    log(`Writes at 10 connections: app and baseline in ${ROUNDS} alternating rounds…`);
    const rounds = await measureRounds(writes);
    for (const row of rows) {
      if (row.app.connections === 10) row.rounds = rounds.get(row.call);
    }
  }

  log('API (ratio = baseline req/s ÷ app req/s: how much more each request costs in the app)\n');
  printRows(rows);
  printRounds(rows);
  printQueues(rows);
  if (whileActing) {
    log(
      `\ntiempos list at 10 connections while a timer is paused or resumed every ${ACT_EVERY_MS} ms ` +
        `(${whileActing.actions} actions): ${whileActing.rps} req/s, p50 ${whileActing.p50} ms, ` +
        `p99 ${whileActing.p99} ms`,
    );
  }

  // 3. Growth: every call on a short and on the full history, measured in turns.
  const growth: GrowthRow[] = [];
  let smallShifts = 0;
  if (!values['no-growth']) {
    smallShifts = (await readSeedInfo(small))?.shifts ?? SMALL_HISTORY;
    await resetRunningTimers(small);
    await resetRunningTimers(target);
    const sides = [small, target] as const;
    const sideMarks = [await markRows(small), await markRows(target)] as const;
    const pools = [await workersOf(small), await workersOf(target)] as const;
    const [a, b] = [await freePort(), await freePort()];
    const smallServer = await startServer(small, a);
    const largeServer = await startServer(target, b).catch(async (err: unknown) => {
      await smallServer.stop();
      throw err;
    });
    try {
      const servers = [smallServer, largeServer] as const;
      const tokens = [await login(smallServer.url), await login(largeServer.url)] as const;
      // Short turns, small and large in alternation, so a change in the machine's load
      // during the run weighs on both sides alike; the ratio is of the median p50s.
      const median = (xs: Measure[]) =>
        [...xs].sort((x, y) => x.p50 - y.p50)[Math.floor(xs.length / 2)];
      for (const call of CALLS) {
        const turns: [Measure[], Measure[]] = [[], []];
        for (let turn = 0; turn < GROWTH_TURNS; turn++) {
          const warm = turn === 0 ? WARMUP : 0;
          for (const side of [0, 1] as const) {
            const s = servers[side];
            const tk = tokens[side];
            turns[side].push(
              await measure({
                baseUrl: s.url,
                call,
                connections: 10,
                seconds: GROWTH_SECONDS,
                warmupSeconds: warm,
                token: tk,
                timers: timersOf(s.url, tk, pools[side]),
                workers: workersFromApp(s.url, tk, pools[side]),
              }),
            );
          }
        }
        const s = median(turns[0]);
        const l = median(turns[1]);
        if (!s || !l) continue;
        growth.push({ call: call.name, small: s, large: l, ratio: round(l.p50 / s.p50) });
      }
    } finally {
      await smallServer.stop();
      await largeServer.stop();
    }
    for (const side of [0, 1] as const) {
      await rollbackRows(sides[side], sideMarks[side]);
      await resetRunningTimers(sides[side]);
    }
    log(
      `\nGrowth at 10 connections: ${smallShifts.toLocaleString('en')} → ${shifts.toLocaleString('en')} shifts of history\n`,
    );
    log(
      `${'call'.padEnd(20)}${'small p50'.padStart(11)}${'small p99'.padStart(11)}` +
        `${'large p50'.padStart(11)}${'large p99'.padStart(11)}${'ratio p50'.padStart(11)}`,
    );
    for (const g of growth) {
      log(
        `${g.call.padEnd(20)}${fmt(g.small.p50, 11, 2)}${fmt(g.small.p99, 11, 2)}` +
          `${fmt(g.large.p50, 11, 2)}${fmt(g.large.p99, 11, 2)}${fmt(g.ratio, 11, 2)}`,
      );
    }
  }

  // 4. Budgets.
  const checks: Check[] = [];
  for (const r of rows.filter((x) => x.app.connections === 10)) {
    if (r.kind === 'read') {
      checks.push({
        budget: `${r.call}: p99 ≤ ${BUDGET.readP99Ms} ms at 10`,
        value: ms(r.app.p99),
        met: r.app.p99 <= BUDGET.readP99Ms,
      });
      if (r.baseline && r.throughputVsBaseline !== undefined) {
        checks.push({
          budget: `${r.call}: throughput ≥ ${BUDGET.readThroughputVsBaseline}× baseline at 10`,
          value: `${r.throughputVsBaseline}× (${r.app.rps} vs ${r.baseline.rps} req/s)`,
          met: r.throughputVsBaseline >= BUDGET.readThroughputVsBaseline,
        });
      }
    }
    if (r.kind === 'action' && r.baseline) {
      // Judged on the alternating rounds when they ran (`measureRounds`).
      const p = r.rounds
        ? {
            p99: r.rounds.p99VsBaseline,
            throughput: r.rounds.throughputVsBaseline,
            app: r.rounds.appPooled,
            baseline: r.rounds.baselinePooled,
            how: `, ${r.rounds.app.length} alternating rounds`,
          }
        : {
            p99: r.p99VsBaseline ?? NaN,
            throughput: r.throughputVsBaseline ?? 0,
            app: r.app,
            baseline: r.baseline,
            how: '',
          };
      checks.push({
        budget: `${r.call}: p99 ≤ ${BUDGET.writeP99VsBaseline}× baseline p99 at 10`,
        value: `${p.p99}× (${p.app.p99} vs ${p.baseline.p99} ms${p.how})`,
        met: p.p99 <= BUDGET.writeP99VsBaseline,
      });
      checks.push({
        budget: `${r.call}: throughput ≥ ${BUDGET.writeThroughputVsBaseline * 100} % of baseline at 10`,
        value: `${Math.round(p.throughput * 100)} % (${p.app.rps} vs ${p.baseline.rps} req/s${p.how})`,
        met: p.throughput >= BUDGET.writeThroughputVsBaseline,
      });
    }
  }
  for (const r of rows) {
    const failures = r.app.failures + (r.rounds?.app ?? []).reduce((n, m) => n + m.failures, 0);
    if (failures > 0) {
      checks.push({
        budget: `${r.call}: every response 2xx at ${r.app.connections}`,
        value: `${failures} failures`,
        met: false,
      });
    }
  }
  if (target.kind === 'pglite') {
    for (const r of rows.filter((x) => x.app.connections === 50)) {
      checks.push({
        budget: `${r.call}: p99 ≤ ${BUDGET.p99At50MsPglite} ms at 50`,
        value: ms(r.app.p99),
        met: r.app.p99 <= BUDGET.p99At50MsPglite,
      });
    }
  }
  for (const g of growth) {
    checks.push({
      budget: `${g.call}: growth ≤ ${BUDGET.growth}×`,
      value: `${g.ratio}×`,
      met: g.ratio <= BUDGET.growth,
    });
  }
  if (target.kind === 'pglite') {
    checks.push({
      budget: `server resident memory ≤ ${BUDGET.rssMBPglite} MB after the run`,
      value: `${memory.rssMB} MB`,
      met: memory.rssMB <= BUDGET.rssMBPglite,
    });
  }
  checks.push({
    budget: `npm start: first answer ≤ ${BUDGET.firstAnswerMs} ms`,
    value: `${firstAnswerMs} ms`,
    met: firstAnswerMs <= BUDGET.firstAnswerMs,
  });
  log(`\nBudgets (${target.label})\n`);
  for (const c of checks) log(`${c.met ? 'ok  ' : 'MISS'} ${c.budget.padEnd(56)} ${c.value}`);

  return {
    target: { kind: target.kind, label: target.label, shifts },
    startup: { firstAnswerMs, firstTiemposListMs: firstListMs },
    memory,
    calls: rows,
    tiemposListWhileActing: whileActing && { everyMs: ACT_EVERY_MS, ...whileActing },
    growth: { smallShifts, largeShifts: shifts, rows: growth },
    budgets: checks,
  };
}

const started = new Date();
const targets = benchTargets();
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  loadAverageAtStart: loadAverage(),
};
log(`Benchmark on ${targets.map((t) => t.label).join(' and ')}`);
log(
  `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
    `load average ${machine.loadAverageAtStart.join(' ')}`,
);
const bases: Record<string, Awaited<ReturnType<typeof benchBase>>> = {};
for (const target of targets) bases[target.kind] = await benchBase(target);

/** What bench/web.ts writes. */
interface WebResults {
  budgets: { budget: string; value: string; ok: boolean }[];
}

/** Runs bench/web.ts in its own process (its output shown) and reads what it wrote. */
async function benchWeb(): Promise<WebResults> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mchabbo-bench-web-'));
  const file = path.join(dir, 'results-web.json');
  try {
    log('\n=== Web (bench/web.ts) ===');
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('npx', ['tsx', 'bench/web.ts'], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, BENCH_WEB_RESULTS: file },
      });
      child.once('error', reject);
      child.once('exit', resolve);
    });
    if (code !== 0) throw new Error(`bench/web.ts ended with code ${code}`);
    return JSON.parse(await readFile(file, 'utf8')) as WebResults;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
const web = values['no-web'] || ONLY ? null : await benchWeb();

const loadAverageAtEnd = loadAverage();
const allBudgets = [
  ...Object.entries(bases).flatMap(([base, b]) => b.budgets.map((c) => ({ base, ...c }))),
  ...(web?.budgets ?? []).map((c) => ({
    base: 'web',
    budget: c.budget,
    value: c.value,
    met: c.ok,
  })),
];
const failing = allBudgets
  .filter((c) => !c.met)
  .map((c) => ({ base: c.base, budget: c.budget, value: c.value }));
const total = allBudgets.length;
log(
  `\n${total - failing.length} of ${total} budgets met; load average at the end: ` +
    `${loadAverageAtEnd.join(' ')} (above ${machine.cpus}: noisy figures)`,
);
for (const f of failing) log(`MISS ${f.base.padEnd(9)} ${f.budget.padEnd(56)} ${f.value}`);

const results = {
  startedAt: started.toISOString(),
  finishedAt: new Date().toISOString(),
  command: commandLine(),
  machine: { ...machine, loadAverageAtEnd },
  secondsPerScenario: SECONDS,
  budgetDefinitions: BUDGET,
  summary: { budgets: total, met: total - failing.length, failing },
  bases,
  web,
};
const file = path.resolve(ROOT, process.env.BENCH_RESULTS ?? 'bench/results.json');
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
log(`\nWrote ${path.relative(ROOT, file)}`);
