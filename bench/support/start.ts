import { log } from './options';
import { median, round } from './stats';
import { startMinimal, startServer } from './process';
import type { Target } from './target';
import { puertoLibre as freePort } from '../../apps/server/src/test/puerto';

/** Starts of each side in the start budget's alternating turns. */
const START_TURNS = 3;

/**
 * The start budget: the first answer of `npm start` against that of a minimal script
 * opening the same data (bench/support/minimal-start.mjs), started in alternation
 * (app, minimal, minimal, app, app, minimal), so a change in the machine's speed weighs
 * on both; the ratio is of the medians. Neither side has the queue probe: it loads pg and
 * PGlite from node_modules, which the minimal script then finds loaded while the app
 * (which bundles its own pg) would pay for them twice.
 */
export async function measureStart(target: Target) {
  const app: number[] = [];
  const minimal: number[] = [];
  for (let turn = 0; turn < START_TURNS; turn++) {
    const sides = turn % 2 === 0 ? (['app', 'minimal'] as const) : (['minimal', 'app'] as const);
    for (const side of sides) {
      const port = await freePort();
      const child =
        side === 'app'
          ? await startServer(target, port, { queueProbe: false })
          : await startMinimal(target, port);
      await child.stop();
      (side === 'app' ? app : minimal).push(Math.round(child.firstAnswerMs));
    }
  }
  const out = {
    appMs: app,
    minimalMs: minimal,
    appMedianMs: median(app),
    minimalMedianMs: median(minimal),
    ratio: round(median(app) / median(minimal)),
  };
  log(
    `start in ${START_TURNS} alternating turns: npm start ${app.join(', ')} ms, ` +
      `a minimal script ${minimal.join(', ')} ms: ${out.ratio}× (medians)`,
  );
  return out;
}
