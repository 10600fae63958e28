import { login, timersOf, workersFromApp } from './app-api';
import { restore } from './base-run';
import { measure, type Measure } from './load';
import { CALLS, GROWTH_SECONDS, GROWTH_TURNS, WARMUP } from './options';
import { round } from './stats';
import { startServer, type Child } from './process';
import type { GrowthRow } from './report';
import { benchWorkers, markRows, resetRunningTimers, type BenchWorker } from './seed-data';
import { openTarget, type Target } from './target';
import { puertoLibre as freePort } from '../../apps/server/src/test/puerto';

/** The confirmation scenario's workers on a target. */
export async function workersOf(target: Target): Promise<BenchWorker[]> {
  const database = await openTarget(target);
  try {
    return await benchWorkers(database);
  } finally {
    await database.close();
  }
}

/** The median of some windows by their p50. */
const median = (xs: Measure[]) => [...xs].sort((x, y) => x.p50 - y.p50)[Math.floor(xs.length / 2)];

/**
 * Every call on both servers in short turns, small and large in alternation, so a
 * change in the machine's load during the run weighs on both sides alike; the ratio is
 * of the median p50s.
 */
async function turns(servers: readonly [Child, Child], pools: readonly BenchWorker[][]) {
  const tokens = [await login(servers[0].url), await login(servers[1].url)] as const;
  const growth: GrowthRow[] = [];
  for (const call of CALLS) {
    const taken: [Measure[], Measure[]] = [[], []];
    for (let turn = 0; turn < GROWTH_TURNS; turn++) {
      for (const side of [0, 1] as const) {
        const { url } = servers[side];
        const token = tokens[side];
        const pool = pools[side] ?? [];
        taken[side].push(
          await measure({
            baseUrl: url,
            call,
            connections: 10,
            seconds: GROWTH_SECONDS,
            warmupSeconds: turn === 0 ? WARMUP : 0,
            token,
            timers: timersOf(url, token, pool),
            workers: workersFromApp(url, token, pool),
          }),
        );
      }
    }
    const s = median(taken[0]);
    const l = median(taken[1]);
    if (s && l) growth.push({ call: call.name, small: s, large: l, ratio: round(l.p50 / s.p50) });
  }
  return growth;
}

/** Growth: every call on a short (`small`) and on the full history (`large`). */
export async function measureGrowth(small: Target, large: Target): Promise<GrowthRow[]> {
  const sides = [small, large] as const;
  for (const t of sides) await resetRunningTimers(t);
  const marks = [await markRows(small), await markRows(large)] as const;
  const pools = [await workersOf(small), await workersOf(large)] as const;
  const [a, b] = [await freePort(), await freePort()];
  const smallServer = await startServer(small, a);
  const largeServer = await startServer(large, b).catch(async (err: unknown) => {
    await smallServer.stop();
    throw err;
  });
  try {
    return await turns([smallServer, largeServer], pools);
  } finally {
    await smallServer.stop();
    await largeServer.stop();
    for (const side of [0, 1] as const) await restore({ target: sides[side], marks: marks[side] });
  }
}
