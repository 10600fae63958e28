// The API budgets of `npm run bench` (docs/rendimiento.md, Budgets) and how each base's
// figures are judged against them.
import type { measureFlows } from './flows';
import type { Measure } from './load';
import type { GrowthRow, Row } from './report';
import type { Target } from './target';

export const BUDGET = {
  /** Reads at 10 connections: p99, and throughput as a multiple of the baseline's. */
  readP99Ms: 25,
  readThroughputVsBaseline: 1,
  /** The reports (statistics, managers' report) at 10 connections: p99. */
  reportP99Ms: 100,
  /** Writes at 10 connections: p99 and throughput against the baseline's. */
  writeP99VsBaseline: 1.5,
  writeThroughputVsBaseline: 0.7,
  /** The writes and login at 50 connections: p99 against the baseline's at 50. */
  p99At50VsBaseline: 1.15,
  /** Growth 1,000 → 100,000 shifts: median p50 over the alternating turns. */
  growth: 1.3,
  /** PGlite: the server's resident memory after the full benchmark. */
  rssMBPglite: 300,
  /** `npm start`'s first answer against a minimal script's on the same data. */
  startVsMinimal: 1.5,
  /** Paying a week against its SQL replayed; a batch of 10 confirmations against one. */
  payWeekVsRaw: 1.5,
  batchVsOneConfirmation: 10,
};

export interface Check {
  budget: string;
  value: string;
  met: boolean;
}

/** A latency for a budget's line (NaN: no request finished within the scenario). */
const ms = (n: number) => (Number.isNaN(n) ? 'no answer within the scenario' : `${n} ms`);

function readChecks(r: Row): Check[] {
  const checks = [
    {
      budget: `${r.call}: p99 ≤ ${BUDGET.readP99Ms} ms at 10`,
      value: ms(r.app.p99),
      met: r.app.p99 <= BUDGET.readP99Ms,
    },
  ];
  if (r.baseline && r.throughputVsBaseline !== undefined) {
    checks.push({
      budget: `${r.call}: throughput ≥ ${BUDGET.readThroughputVsBaseline}× baseline at 10`,
      value: `${r.throughputVsBaseline}× (${r.app.rps} vs ${r.baseline.rps} req/s)`,
      met: r.throughputVsBaseline >= BUDGET.readThroughputVsBaseline,
    });
  }
  return checks;
}

function reportChecks(r: Row): Check[] {
  return [
    {
      budget: `${r.call}: p99 ≤ ${BUDGET.reportP99Ms} ms at 10`,
      value: ms(r.app.p99),
      met: r.app.p99 <= BUDGET.reportP99Ms,
    },
  ];
}

/** A call against its baseline: on the alternating rounds when they ran, else the passes. */
function againstBaseline(r: Row & { baseline: Measure }) {
  return r.rounds
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
}

/** A write at 10 against its baseline. */
function writeChecks(r: Row): Check[] {
  if (!r.baseline) return [];
  const p = againstBaseline({ ...r, baseline: r.baseline });
  return [
    {
      budget: `${r.call}: p99 ≤ ${BUDGET.writeP99VsBaseline}× baseline p99 at 10`,
      value: `${p.p99}× (${p.app.p99} vs ${p.baseline.p99} ms${p.how})`,
      met: p.p99 <= BUDGET.writeP99VsBaseline,
    },
    {
      budget: `${r.call}: throughput ≥ ${BUDGET.writeThroughputVsBaseline * 100} % of baseline at 10`,
      value: `${Math.round(p.throughput * 100)} % (${p.app.rps} vs ${p.baseline.rps} req/s${p.how})`,
      met: p.throughput >= BUDGET.writeThroughputVsBaseline,
    },
  ];
}

/** A write or login at 50 against its baseline at 50. */
function at50Checks(r: Row): Check[] {
  if (!r.baseline) return [];
  const p = againstBaseline({ ...r, baseline: r.baseline });
  return [
    {
      budget: `${r.call}: p99 ≤ ${BUDGET.p99At50VsBaseline}× baseline p99 at 50`,
      value: `${p.p99}× (${p.app.p99} vs ${p.baseline.p99} ms${p.how})`,
      met: p.p99 <= BUDGET.p99At50VsBaseline,
    },
  ];
}

function failureChecks(rows: Row[]): Check[] {
  return rows.flatMap((r) => {
    const failures = r.app.failures + (r.rounds?.app ?? []).reduce((n, m) => n + m.failures, 0);
    return failures > 0
      ? [
          {
            budget: `${r.call}: every response 2xx at ${r.app.connections}`,
            value: `${failures} failures`,
            met: false,
          },
        ]
      : [];
  });
}

/** Every API budget of one base, each met or not. */
export function judge(
  target: Target,
  f: {
    rows: Row[];
    growth: GrowthRow[];
    memory: { rssMB: number };
    start: { appMedianMs: number; minimalMedianMs: number; ratio: number } | null;
    flows: Awaited<ReturnType<typeof measureFlows>> | null;
  },
): Check[] {
  const at10 = f.rows.filter((x) => x.app.connections === 10);
  const checks = [
    ...at10.flatMap((r) =>
      r.kind === 'read'
        ? readChecks(r)
        : r.kind === 'report'
          ? reportChecks(r)
          : r.kind === 'action'
            ? writeChecks(r)
            : [],
    ),
    ...failureChecks(f.rows),
  ];
  for (const r of f.rows.filter((x) => x.app.connections === 50)) {
    if (r.kind === 'action' || r.kind === 'login') checks.push(...at50Checks(r));
  }
  for (const g of f.growth) {
    checks.push({
      budget: `${g.call}: growth ≤ ${BUDGET.growth}×`,
      value: `${g.ratio}×`,
      met: g.ratio <= BUDGET.growth,
    });
  }
  if (target.kind === 'pglite') {
    checks.push({
      budget: `server resident memory ≤ ${BUDGET.rssMBPglite} MB after the run`,
      value: `${f.memory.rssMB} MB`,
      met: f.memory.rssMB <= BUDGET.rssMBPglite,
    });
  }
  if (f.start) {
    checks.push({
      budget: `npm start: first answer ≤ ${BUDGET.startVsMinimal}× a minimal script's`,
      value: `${f.start.ratio}× (${f.start.appMedianMs} vs ${f.start.minimalMedianMs} ms, medians)`,
      met: f.start.ratio <= BUDGET.startVsMinimal,
    });
  }
  if (f.flows) checks.push(...flowChecks(f.flows));
  return checks;
}

function flowChecks({ payWeek: p, batch: b }: Awaited<ReturnType<typeof measureFlows>>): Check[] {
  return [
    {
      budget: `pay week (${p.entries} entries): ≤ ${BUDGET.payWeekVsRaw}× its SQL replayed`,
      value: `${p.ratio}× (${p.appMedianMs} vs ${p.rawMedianMs} ms, medians)`,
      met: p.ratio <= BUDGET.payWeekVsRaw,
    },
    {
      budget: `batch of ${b.size} confirmations: ≤ ${BUDGET.batchVsOneConfirmation}× one confirmation`,
      value: `${b.ratio}× (${b.batchMedianMs} vs ${b.singleMedianMs} ms, medians)`,
      met: b.ratio <= BUDGET.batchVsOneConfirmation,
    },
  ];
}
