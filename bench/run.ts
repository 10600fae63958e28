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
import { login, stateOf } from './support/app-api';
import { restore, type BaseRun } from './support/base-run';
import { BUDGET, judge } from './support/budgets';
import { measureGrowth, workersOf } from './support/growth';
import { api } from './support/app-api';
import {
  CALLS,
  commandLine,
  log,
  ONLY,
  OPTIONS,
  ROUNDS,
  SECONDS,
  SMALL_HISTORY,
  WARMUP,
  ACT_EVERY_MS,
} from './support/options';
import { appPass, baselinePass } from './support/passes';
import { printGrowth, printQueues, printRounds, printRows } from './support/report';
import { measureRounds, roundKey } from './support/rounds';
import { measureStart } from './support/start';
import { measureFlows } from './support/flows';
import { puertoLibre as freePort } from '../apps/server/src/test/puerto';
import { startServer } from './support/process';
import { markRows, readSeedInfo, resetRunningTimers, seed, seedIsStale } from './support/seed-data';
import { benchTargets, ROOT, sizedTarget, type Target } from './support/target';

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

async function ensureSeeded(target: Target, shifts: number) {
  const info = await readSeedInfo(target);
  if (info && !(await seedIsStale(target))) return info.shifts;
  const size = info?.shifts ?? shifts;
  log(
    `${target.label} is ${info ? 'stale' : 'empty'}: seeding ${size.toLocaleString('en')} shifts…`,
  );
  await seed(target, { shifts: size, force: Boolean(info) });
  return size;
}

/** Starts the real server on the base and signs in: the first answer, the shared state. */
async function startApp(target: Target) {
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
  const state = stateOf(pool, []);
  const running = await state('app', server.url, token).timers();
  log(`first Tiempos list after start: ${firstListMs} ms; ${running.length} running timers\n`);
  const run: BaseRun = { target, marks, pool, token, state: stateOf(pool, running) };
  return { run, server, startup: { firstAnswerMs, firstTiemposListMs: firstListMs } };
}

/** The whole benchmark on one base. */
async function benchBase(target: Target) {
  log(`\n=== ${target.label} ===`);
  const shifts = await ensureSeeded(target, Number(process.env.BENCH_SHIFTS ?? 100_000));
  const small = sizedTarget(target, SMALL_HISTORY);
  if (!OPTIONS['no-growth']) await ensureSeeded(small, SMALL_HISTORY);
  log(
    `${shifts.toLocaleString('en')} confirmed shifts; ${SECONDS} s per scenario after ${WARMUP} s of warm-up`,
  );
  // 1. The real server: first answer after start, then every call at 10 and 50 connections.
  const { run, server, startup } = await startApp(target);
  const { rows, whileActing, memory } = await appPass(run, server);
  // 2. The raw-driver baseline on the same data, then the scenarios judged against it
  // (the writes at 10, the writes and login at 50) in alternating rounds.
  const scenarios = [
    ...CALLS.filter((c) => c.kind === 'action').map((call) => ({ call, connections: 10 })),
    ...CALLS.filter((c) => c.kind === 'action' || c.kind === 'login').map((call) => ({
      call,
      connections: 50,
    })),
  ];
  if (!OPTIONS['no-baseline']) {
    await baselinePass(run, rows);
    if (ROUNDS > 0 && scenarios.length > 0) {
      log(`App and baseline in ${ROUNDS} alternating rounds…`);
      const rounds = await measureRounds(run, scenarios);
      for (const row of rows) row.rounds = rounds.get(roundKey(row.call, row.app.connections));
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
  const growth = OPTIONS['no-growth'] ? [] : await measureGrowth(small, target);
  const smallShifts = OPTIONS['no-growth']
    ? 0
    : ((await readSeedInfo(small))?.shifts ?? SMALL_HISTORY);
  if (growth.length) printGrowth(growth, smallShifts, shifts);
  // 4. The start against a minimal script's, in alternation.
  const start = OPTIONS['no-start'] ? null : await measureStart(target);
  await restore(run);
  // 5. The one-off flows against their references (bench/support/flows.ts).
  const flows = OPTIONS['no-flows'] || ONLY ? null : await measureFlows(target);
  const checks = judge(target, { rows, growth, memory, start, flows });
  log(`\nBudgets (${target.label})\n`);
  for (const c of checks) log(`${c.met ? 'ok  ' : 'MISS'} ${c.budget.padEnd(56)} ${c.value}`);
  return {
    target: { kind: target.kind, label: target.label, shifts },
    startup: { ...startup, ...(start && { alternating: start }) },
    memory,
    calls: rows,
    flows,
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
  budgetDefinitions: Record<string, number>;
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
const web = OPTIONS['no-web'] || ONLY ? null : await benchWeb();

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
  budgetDefinitions: { api: BUDGET, web: web?.budgetDefinitions ?? null },
  summary: { budgets: total, met: total - failing.length, failing },
  bases,
  web,
};
const file = path.resolve(ROOT, process.env.BENCH_RESULTS ?? 'bench/results.json');
await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
log(`\nWrote ${path.relative(ROOT, file)}`);
