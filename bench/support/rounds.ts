import { login } from './app-api';
import { restore, type BaseRun } from './base-run';
import type { Call } from './calls';
import { measure, pooled, type Measure, type Rounds, type Side } from './load';
import { ROUNDS, SECONDS, STINT_WARMUP, WARMUP, log } from './options';
import { round } from './stats';
import { startBaseline, startServer } from './process';
import { puertoLibre as freePort } from '../../apps/server/src/test/puerto';

/** A call at a number of connections, measured in the rounds. */
export interface RoundScenario {
  call: Call;
  connections: number;
}

/** How the rounds' results are keyed: the call's name at its connections. */
export const roundKey = (name: string, connections: number) => `${name}@${connections}`;

/** Each side's kept windows of one scenario, and every answer's time in them. */
interface Taken {
  app: { measures: Measure[]; latencies: number[] };
  baseline: { measures: Measure[]; latencies: number[] };
}

/**
 * The stints of the rounds: round r runs the app then the baseline when r is even, the
 * other way round when odd, so each side runs first as often as last and neighbouring
 * windows of one side share a start (app, baseline, baseline, app, app, baseline for
 * three). First a stint whose windows are thrown away: in five runs of 11-25 the first
 * server after the passes before was the slowest of the rounds, whichever side it was.
 */
function stintsOf(order: Side[]) {
  const stints: { side: Side; rounds: number; kept: boolean }[] = [
    { side: order[1] ?? 'baseline', rounds: 1, kept: false },
  ];
  for (const side of order) {
    const last = stints.at(-1);
    if (last?.side === side && last.kept) last.rounds++;
    else stints.push({ side, rounds: 1, kept: true });
  }
  return stints;
}

/** One stint: a fresh server of `side`, each scenario measured `rounds` times on it. */
async function stint(
  run: BaseRun,
  scenarios: RoundScenario[],
  taken: Map<string, Taken>,
  s: { side: Side; rounds: number; kept: boolean },
) {
  const { side } = s;
  const port = await freePort();
  const child =
    side === 'app'
      ? await startServer(run.target, port)
      : await startBaseline(run.target, port, { BENCH_WORKERS: JSON.stringify(run.pool) });
  try {
    // The baseline checks no session; the restarted app gets a new sign-in.
    const token = side === 'app' ? await login(child.url) : run.token;
    for (let nth = 0; nth < s.rounds; nth++) {
      for (const { call, connections } of scenarios) {
        const into = taken.get(roundKey(call.name, connections))?.[side];
        if (!into) continue;
        const m = await measure({
          baseUrl: child.url,
          call,
          connections,
          seconds: SECONDS,
          warmupSeconds: nth === 0 ? STINT_WARMUP : WARMUP,
          token,
          ...run.state(side, child.url, token),
          latencies: s.kept ? into.latencies : undefined,
        });
        if (s.kept) into.measures.push(m);
      }
    }
  } catch (err) {
    log(`${side} output:\n${child.output().slice(-4000)}`);
    throw err;
  } finally {
    await child.stop();
  }
  await restore(run);
}

/**
 * The scenarios judged against the baseline's (the writes at 10, the writes and login at
 * 50) again, app and baseline in alternating rounds. Their budgets compare the two
 * sides, and in the passes before the two windows of a scenario ran minutes apart: a change in the shared machine's speed in between weighed on one
 * side only (the same code measured 0.66–2.72× its p99 in quick runs of 11-25). PGlite
 * allows one process at a time: each stint starts its server, and the rows written are
 * removed after it.
 */
export async function measureRounds(
  run: BaseRun,
  scenarios: RoundScenario[],
): Promise<Map<string, Rounds>> {
  const order = Array.from({ length: ROUNDS }, (_, r): Side[] =>
    r % 2 === 0 ? ['app', 'baseline'] : ['baseline', 'app'],
  ).flat();
  const taken = new Map<string, Taken>(
    scenarios.map((x) => [
      roundKey(x.call.name, x.connections),
      { app: { measures: [], latencies: [] }, baseline: { measures: [], latencies: [] } },
    ]),
  );
  for (const s of stintsOf(order)) await stint(run, scenarios, taken, s);
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
