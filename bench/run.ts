// `npm run bench`: the API benchmark. Starts the real server (scripts/start.mjs) on the
// benchmark data, drives the hot calls with autocannon at 10 and 50 connections, then
// the raw-driver baseline (bench/baseline-server.ts) on the same data, then the growth
// comparison (the same reads on 1,000 shifts of history), and checks the budgets.
// PGlite in DATA_DIR (default bench/data) or PostgreSQL when DATABASE_URL is set.
// Options: --seconds N (default 3), --no-baseline, --no-growth, --only <names> (calls of
// bench/support/calls.ts, comma-separated, e.g. --only "shift history,audit trail").
// Writes bench/results.json (or BENCH_RESULTS).
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_PASSWORD, BOARD } from './support/accounts';
import { CALLS as CALLS_ALL, PAUSE, RESUME, type Call } from './support/calls';
import { measure, type Measure, type TimerState } from './support/load';
import { freePort, startBaseline, startServer, type Child } from './support/process';
import { readSeedInfo, resetRunningTimers, seed } from './support/seed-data';
import { mainTarget, ROOT, sizedTarget, type Target } from './support/target';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string' },
    'no-baseline': { type: 'boolean', default: false },
    'no-growth': { type: 'boolean', default: false },
    only: { type: 'string' },
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
const BUDGET = { readP99: 25, actionP99: 40, overhead: 2, growth: 1.3, firstAnswerMs: 3000 };

const log = (line = '') => console.log(line);
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

async function ensureSeeded(target: Target, shifts: number) {
  const info = await readSeedInfo(target);
  if (info) return info.shifts;
  log(`${target.label} is empty: seeding ${shifts.toLocaleString('en')} shifts…`);
  await seed(target, { shifts });
  return shifts;
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

async function timers(base: string, token: string): Promise<TimerState[]> {
  const { tiempos } = await api<{ tiempos: { id: number; pausado: boolean }[] }>(
    base,
    'GET',
    '/api/tiempos/all',
    undefined,
    token,
  );
  return tiempos.map((t) => ({ id: t.id, paused: t.pausado }));
}

interface Row {
  call: string;
  kind: Call['kind'];
  path: string;
  app: Measure;
  baseline?: Measure;
  /** Cost per request against the baseline: baseline req/s ÷ app req/s. */
  ratio?: number;
}

const fmt = (n: number | undefined, w: number, d = 1) =>
  (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(d)).padStart(w);

function printRows(rows: Row[]) {
  log(
    `${'call'.padEnd(14)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
      `${'p99 ms'.padStart(9)}${'base req/s'.padStart(12)}${'base p50'.padStart(10)}` +
      `${'base p99'.padStart(10)}${'ratio'.padStart(7)}${'fail'.padStart(6)}`,
  );
  for (const r of rows) {
    log(
      `${r.call.padEnd(14)}${String(r.app.connections).padStart(6)}${fmt(r.app.rps, 9)}` +
        `${fmt(r.app.p50, 9, 2)}${fmt(r.app.p99, 9, 2)}${fmt(r.baseline?.rps, 12)}` +
        `${fmt(r.baseline?.p50, 10, 2)}${fmt(r.baseline?.p99, 10, 2)}${fmt(r.ratio, 7, 2)}` +
        `${String(r.app.failures + (r.baseline?.failures ?? 0)).padStart(6)}`,
    );
  }
}

async function measureApp(server: Child, token: string, connections: number, calls: Call[]) {
  const out: Measure[] = [];
  for (const call of calls) {
    out.push(
      await measure({
        baseUrl: server.url,
        call,
        connections,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        token,
        timers: () => timers(server.url, token),
      }),
    );
  }
  return out;
}

const target = mainTarget();
const started = new Date();
log(`Benchmark on ${target.label}`);
const shifts = await ensureSeeded(target, Number(process.env.BENCH_SHIFTS ?? 100_000));
const small = sizedTarget(target, SMALL_HISTORY);
if (!values['no-growth']) await ensureSeeded(small, SMALL_HISTORY);
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  loadAverageAtStart: loadAverage(),
};
log(
  `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
    `load average ${machine.loadAverageAtStart.join(' ')}`,
);
log(
  `${shifts.toLocaleString('en')} confirmed shifts; ${SECONDS} s per scenario after ${WARMUP} s of warm-up\n`,
);

// 1. The real server: first answer after start, then every call at 10 and 50 connections.
log(`Running timers reset: ${await resetRunningTimers(target)}`);
const server = await startServer(target, await freePort());
const firstAnswerMs = Math.round(server.firstAnswerMs);
log(`npm start → first answer in ${firstAnswerMs} ms`);
const token = await login(server.url);
const t0 = performance.now();
await api(server.url, 'GET', '/api/tiempos/all', undefined, token);
const firstListMs = Math.round(performance.now() - t0);
const running = await timers(server.url, token);
log(`first Tiempos list after start: ${firstListMs} ms; ${running.length} running timers\n`);

/**
 * The Tiempos list while a manager acts: one timer is paused or resumed every
 * `everyMs`, so reads keep finding a database that changed since the last one (the
 * kept answers of apps/server/src/lib/lecturas.ts only serve an unchanged database).
 */
async function measureWhileActing(everyMs: number): Promise<Measure & { actions: number }> {
  // As the timers are now: the action scenarios left them paused or running.
  const [timer] = await timers(server.url, token);
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

const ACT_EVERY_MS = 250;
const rows: Row[] = [];
let whileActing: (Measure & { actions: number }) | null = null;
try {
  for (const connections of CONNECTIONS) {
    const results = await measureApp(server, token, connections, CALLS);
    CALLS.forEach((call, i) => {
      const app = results[i];
      if (app) rows.push({ call: call.name, kind: call.kind, path: call.path, app });
    });
  }
  if (CALLS.some((c) => c.path === '/api/tiempos/all')) {
    whileActing = await measureWhileActing(ACT_EVERY_MS);
  }
} catch (err) {
  log(`server output:\n${server.output().slice(-4000)}`);
  throw err;
} finally {
  await server.stop();
}

// 2. The raw-driver baseline on the same data (PGlite allows one process at a time).
if (!values['no-baseline']) {
  const baseline = await startBaseline(target, await freePort());
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
        // The baseline keeps no state: any order of Pausar and Reanudar is served.
        timers: async () => running.map((t) => ({ ...t })),
      });
      row.ratio = Math.round((row.baseline.rps / row.app.rps) * 100) / 100;
    }
  } finally {
    await baseline.stop();
  }
}
log('API (ratio = baseline req/s ÷ app req/s: how much more each request costs in the app)\n');
printRows(rows);
if (whileActing) {
  log(
    `\ntiempos list at 10 connections while a timer is paused or resumed every ${ACT_EVERY_MS} ms ` +
      `(${whileActing.actions} actions): ${whileActing.rps} req/s, p50 ${whileActing.p50} ms, ` +
      `p99 ${whileActing.p99} ms`,
  );
}

// 3. Growth: the same reads on a short and on the full history, measured in turns.
interface GrowthRow {
  call: string;
  small: Measure;
  large: Measure;
  /** p50 on the full history ÷ p50 on the short one. */
  ratio: number;
  budget: boolean;
}
const growth: GrowthRow[] = [];
let smallShifts = 0;
if (!values['no-growth']) {
  smallShifts = (await readSeedInfo(small))?.shifts ?? SMALL_HISTORY;
  await resetRunningTimers(small);
  await resetRunningTimers(target);
  const [a, b] = [await freePort(), await freePort()];
  const smallServer = await startServer(small, a);
  const largeServer = await startServer(target, b).catch(async (err: unknown) => {
    await smallServer.stop();
    throw err;
  });
  try {
    const tokens = [await login(smallServer.url), await login(largeServer.url)] as const;
    // Short turns, small and large in alternation, so a change in the machine's load
    // during the run weighs on both sides alike; the ratio is of the median p50s.
    const median = (xs: Measure[]) =>
      [...xs].sort((a, b) => a.p50 - b.p50)[Math.floor(xs.length / 2)];
    for (const call of CALLS.filter((c) => c.growth)) {
      const turns: { s: Measure[]; l: Measure[] } = { s: [], l: [] };
      for (let turn = 0; turn < GROWTH_TURNS; turn++) {
        const warm = turn === 0 ? WARMUP : 0;
        for (const [side, server, token] of [
          ['s', smallServer, tokens[0]],
          ['l', largeServer, tokens[1]],
        ] as const) {
          turns[side].push(
            await measure({
              baseUrl: server.url,
              call,
              connections: 10,
              seconds: GROWTH_SECONDS,
              warmupSeconds: warm,
              token,
              timers: () => timers(server.url, token),
            }),
          );
        }
      }
      const s = median(turns.s);
      const l = median(turns.l);
      if (!s || !l) continue;
      const ratio = Math.round((l.p50 / s.p50) * 100) / 100;
      growth.push({ call: call.name, small: s, large: l, ratio, budget: !!call.growthBudget });
    }
  } finally {
    await smallServer.stop();
    await largeServer.stop();
  }
  log(
    `\nGrowth at 10 connections: ${smallShifts.toLocaleString('en')} → ${shifts.toLocaleString('en')} shifts of history\n`,
  );
  log(
    `${'call'.padEnd(14)}${'small p50'.padStart(11)}${'small p99'.padStart(11)}` +
      `${'large p50'.padStart(11)}${'large p99'.padStart(11)}${'ratio p50'.padStart(11)}`,
  );
  for (const g of growth) {
    log(
      `${g.call.padEnd(14)}${fmt(g.small.p50, 11, 2)}${fmt(g.small.p99, 11, 2)}` +
        `${fmt(g.large.p50, 11, 2)}${fmt(g.large.p99, 11, 2)}${fmt(g.ratio, 11, 2)}`,
    );
  }
}

// 4. Budgets.
interface Check {
  budget: string;
  value: string;
  ok: boolean;
}
const checks: Check[] = [];
const at10 = rows.filter((r) => r.app.connections === 10);
for (const r of at10) {
  if (r.kind === 'read') {
    checks.push({
      budget: `${r.call}: p99 ≤ ${BUDGET.readP99} ms at 10`,
      value: `${r.app.p99} ms`,
      ok: r.app.p99 <= BUDGET.readP99,
    });
  }
  if (r.kind === 'action') {
    checks.push({
      budget: `${r.call}: p99 ≤ ${BUDGET.actionP99} ms at 10`,
      value: `${r.app.p99} ms`,
      ok: r.app.p99 <= BUDGET.actionP99,
    });
  }
  if (r.ratio !== undefined) {
    checks.push({
      budget: `${r.call}: overhead ≤ ${BUDGET.overhead}× baseline at 10`,
      value: `${r.ratio}×`,
      ok: r.ratio <= BUDGET.overhead,
    });
  }
  if (r.app.failures > 0) {
    checks.push({
      budget: `${r.call}: every response 2xx`,
      value: `${r.app.failures} failures`,
      ok: false,
    });
  }
}
for (const g of growth.filter((x) => x.budget)) {
  checks.push({
    budget: `${g.call}: growth ≤ ${BUDGET.growth}×`,
    value: `${g.ratio}×`,
    ok: g.ratio <= BUDGET.growth,
  });
}
checks.push({
  budget: `npm start: first answer ≤ ${BUDGET.firstAnswerMs} ms`,
  value: `${firstAnswerMs} ms`,
  ok: firstAnswerMs <= BUDGET.firstAnswerMs,
});
log('\nBudgets\n');
for (const c of checks) log(`${c.ok ? 'ok  ' : 'MISS'} ${c.budget.padEnd(48)} ${c.value}`);
const loadAverageAtEnd = loadAverage();
log(
  `\nload average at the end: ${loadAverageAtEnd.join(' ')} (above ${machine.cpus}: noisy figures)`,
);

const results = {
  startedAt: started.toISOString(),
  target: { kind: target.kind, label: target.label, shifts },
  machine: { ...machine, loadAverageAtEnd },
  secondsPerScenario: SECONDS,
  startup: { firstAnswerMs, firstTiemposListMs: firstListMs },
  api: rows,
  tiemposListWhileActing: whileActing && { everyMs: ACT_EVERY_MS, ...whileActing },
  growth: { smallShifts, largeShifts: shifts, rows: growth },
  budgets: checks,
};
const file = path.resolve(ROOT, process.env.BENCH_RESULTS ?? 'bench/results.json');
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
log(`\nWrote ${path.relative(ROOT, file)}`);
