// What `npm run bench` prints of a base: the API table, the alternating rounds, the
// queues and the growth.
import type { Call } from './calls';
import type { Measure, Rounds } from './load';
import { log } from './options';

/** One call at one connection count, on the app and on its baseline. */
export interface Row {
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

export interface GrowthRow {
  call: string;
  small: Measure;
  large: Measure;
  /** p50 on the full history ÷ p50 on the short one. */
  ratio: number;
}

const fmt = (n: number | undefined, w: number, d = 1) =>
  (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(d)).padStart(w);

export function printRows(rows: Row[]) {
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

/** The alternating rounds (bench/support/rounds.ts): each window, then each side's all. */
export function printRounds(rows: Row[]) {
  const withRounds = rows.filter((r) => r.rounds);
  const first = withRounds[0]?.rounds;
  if (!first) return;
  log(
    `\nApp and baseline in ${first.app.length} alternating rounds ` +
      `(${first.order.join(', ')}): each round's p99 ms and req/s, then all rounds' answers\n`,
  );
  log(
    `${'call'.padEnd(20)}${'conns'.padStart(6)}${'side'.padStart(10)}` +
      first.app.map((_, i) => `${`round ${i + 1}`.padStart(16)}`).join('') +
      `${'all'.padStart(16)}${'all vs base'.padStart(16)}`,
  );
  const cell = (m: { p99: number; rps: number }) =>
    `${fmt(m.p99, 7, 1)} / ${fmt(m.rps, 6)}`.padStart(16);
  for (const r of withRounds) {
    const x = r.rounds;
    if (!x) continue;
    log(
      `${r.call.padEnd(20)}${String(r.app.connections).padStart(6)}${'app'.padStart(10)}` +
        `${x.app.map(cell).join('')}${cell(x.appPooled)}` +
        `${`${fmt(x.p99VsBaseline, 5, 2)}× / ${fmt(x.throughputVsBaseline * 100, 3, 0)} %`.padStart(16)}`,
    );
    log(
      `${''.padEnd(26)}${'baseline'.padStart(10)}${x.baseline.map(cell).join('')}${cell(x.baselinePooled)}`,
    );
  }
}

/**
 * Where requests waited in each measured window (bench/support/queue-probe.mjs): received
 * and not yet answered, the server's event loop busy, and in front of the database
 * connection (on PGlite its one connection, on PostgreSQL the pool's).
 */
export function printQueues(rows: Row[]) {
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

export function printGrowth(growth: GrowthRow[], smallShifts: number, shifts: number) {
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
