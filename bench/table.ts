// `npx tsx bench/table.ts [file]`: the tables of docs/rendimiento.md from a results file
// of `npm run bench` (default bench/results.json), every base side by side.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { QueueStats, Rounds } from './support/load';
import { ROOT } from './support/target';

interface Measure {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  byAmount?: boolean;
  /** bench/support/queue-probe.mjs (absent in results from before it). */
  queue?: QueueStats;
}
interface Row {
  call: string;
  app: Measure;
  baseline?: Measure;
  /** bench/run.ts `measureRounds` (absent in results from before it). */
  rounds?: Rounds;
}
interface Check {
  budget: string;
  value: string;
  met: boolean;
}
interface Base {
  target: { label: string; shifts: number };
  startup: { firstAnswerMs: number };
  memory: { rssMB: number; peakMB: number };
  calls: Row[];
  growth: { smallShifts: number; largeShifts: number; rows: { call: string; ratio: number }[] };
  budgets: Check[];
}
interface Results {
  startedAt: string;
  finishedAt: string;
  command: string;
  machine: { loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  secondsPerScenario: number;
  summary: { budgets: number; met: number };
  bases: Record<string, Base>;
  /** bench/web.ts's result (absent with --no-web or --only). */
  web?: {
    lighthouse: { page: string; performance: number; accessibility: number }[];
    budgets: { budget: string; value: string; ok: boolean }[];
  } | null;
}

const file = path.resolve(ROOT, process.argv[2] ?? 'bench/results.json');
const results = JSON.parse(await readFile(file, 'utf8')) as Results;
const bases = Object.entries(results.bases);
const NAMES: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const name = (kind: string) => NAMES[kind] ?? kind;
const n = (x: number | null | undefined, d = 0) =>
  x === undefined || x === null || Number.isNaN(x) ? '–' : x.toFixed(d);

function table(head: string[], rows: string[][], right: boolean[]) {
  const out = [
    `| ${head.join(' | ')} |`,
    `| ${right.map((r) => (r ? '--:' : '---')).join(' | ')} |`,
  ];
  for (const r of rows) out.push(`| ${r.join(' | ')} |`);
  console.log(`${out.join('\n')}\n`);
}

const calls = [...new Set(bases.flatMap(([, b]) => b.calls.map((r) => r.call)))];
const find = (b: Base, call: string, connections: number) =>
  b.calls.find((r) => r.call === call && r.app.connections === connections);

console.log(`Command: \`${results.command}\`\n`);
console.log(
  `${results.startedAt} → ${results.finishedAt}; load average ${results.machine.loadAverageAtStart.join(' ')} ` +
    `at the start, ${results.machine.loadAverageAtEnd.join(' ')} at the end; ` +
    `${results.secondsPerScenario} s per scenario; ${results.summary.met} of ${results.summary.budgets} budgets met.\n`,
);

for (const connections of [10, 50]) {
  console.log(
    `At ${connections} connections (req/s, p99 ms; the raw-driver baseline in brackets):\n`,
  );
  table(
    ['call', ...bases.flatMap(([k]) => [`${name(k)} req/s`, `${name(k)} p99 ms`])],
    calls.map((call) => [
      call,
      ...bases.flatMap(([, b]) => {
        const r = find(b, call, connections);
        if (!r) return ['–', '–'];
        const fail = r.app.failures ? ` (${r.app.failures} failed)` : '';
        const slow = r.app.byAmount ? ' †' : '';
        return [
          `${n(r.app.rps)}${slow} (${n(r.baseline?.rps)})${fail}`,
          `${n(r.app.p99, 1)} (${n(r.baseline?.p99, 1)})`,
        ];
      }),
    ]),
    [false, ...bases.flatMap(() => [true, true])],
  );
}
if (bases.some(([, b]) => b.calls.some((r) => r.app.byAmount))) {
  console.log(
    '† fewer than 10 answers within the run: measured by a number of requests (two per connection, at least 20).\n',
  );
}

const withRounds = bases.flatMap(([k, b]) =>
  b.calls.flatMap((r) => (r.rounds ? [{ base: k, call: r.call, rounds: r.rounds }] : [])),
);
const firstRounds = withRounds[0]?.rounds;
if (firstRounds) {
  console.log(
    `The writes at 10 connections in ${firstRounds.app.length} alternating rounds ` +
      `(${firstRounds.order.join(', ')}): p99 ms and req/s of each round, the raw-driver ` +
      "baseline's in brackets; then all of a side's answers together, which the budgets judge:\n",
  );
  const cell = (a: { p99: number; rps: number }, b?: { p99: number; rps: number }) =>
    `${n(a.p99, 1)} (${n(b?.p99, 1)}); ${n(a.rps)} (${n(b?.rps)})`;
  table(
    [
      'call',
      ...firstRounds.app.map((_, i) => `round ${i + 1}`),
      'all rounds',
      'p99 ÷ base; req/s vs base',
    ],
    withRounds.map(({ base, call, rounds }) => [
      `${call} (${name(base)})`,
      ...rounds.app.map((m, i) => cell(m, rounds.baseline[i])),
      cell(rounds.appPooled, rounds.baselinePooled),
      `${n(rounds.p99VsBaseline, 2)}×; ${n(rounds.throughputVsBaseline * 100)} %`,
    ]),
    [false, ...firstRounds.app.map(() => true), true, true],
  );
}

if (bases.some(([, b]) => b.calls.some((r) => r.app.queue))) {
  const pct = (x: number | undefined) => (x === undefined ? '–' : `${Math.round(x * 100)} %`);
  console.log(
    'Where requests waited at 50 connections (the app; bench/support/queue-probe.mjs): ' +
      'requests in the server, received and not yet answered (mean, most); its event loop ' +
      'busy; waiting for a database connection (mean, most; p99 of each wait, ms); ' +
      "PGlite's one connection in use:\n",
  );
  table(
    [
      'call',
      ...bases.flatMap(([k]) => [
        `${name(k)} in server`,
        `${name(k)} loop`,
        `${name(k)} db wait`,
        `${name(k)} db busy`,
      ]),
    ],
    calls.map((call) => [
      call,
      ...bases.flatMap(([, b]) => {
        const q = find(b, call, 50)?.app.queue;
        if (!q) return ['–', '–', '–', '–'];
        return [
          `${n(q.meanInFlight, 1)} (${q.maxInFlight})`,
          pct(q.loopBusy),
          `${n(q.meanWaiting, 2)} (${q.maxWaiting}); ${n(q.waitP99, 2)}`,
          pct(q.busy),
        ];
      }),
    ]),
    [false, ...bases.flatMap(() => [true, true, true, true])],
  );
}

console.log('Growth (median p50 on the full year ÷ on 1,000 shifts):\n');
table(
  ['call', ...bases.map(([k]) => name(k))],
  calls.map((call) => [
    call,
    ...bases.map(([, b]) => n(b.growth.rows.find((g) => g.call === call)?.ratio, 2)),
  ]),
  [false, ...bases.map(() => true)],
);

console.log('Start and memory:\n');
table(
  ['', ...bases.map(([k]) => name(k))],
  [
    ['first answer after start', ...bases.map(([, b]) => `${n(b.startup.firstAnswerMs)} ms`)],
    [
      'server memory after the run (peak)',
      ...bases.map(([, b]) => `${n(b.memory.rssMB)} MB (${n(b.memory.peakMB)})`),
    ],
  ],
  [false, ...bases.map(() => true)],
);

console.log('Budgets:\n');
const budgets = [...new Set(bases.flatMap(([, b]) => b.budgets.map((c) => c.budget)))];
table(
  ['budget', ...bases.map(([k]) => name(k))],
  budgets.map((budget) => [
    budget,
    ...bases.map(([, b]) => {
      const c = b.budgets.find((x) => x.budget === budget);
      return c ? `${c.met ? 'met' : '**not met**'}: ${c.value}` : '–';
    }),
  ]),
  [false, ...bases.map(() => false)],
);

if (results.web) {
  console.log('Web (bench/web.ts: Lighthouse mobile, the landing three times in a row):\n');
  table(
    ['budget', 'value'],
    results.web.budgets.map((c) => [c.budget, `${c.ok ? 'met' : '**not met**'}: ${c.value}`]),
    [false, false],
  );
}
