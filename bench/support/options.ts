// The options of `npm run bench` (bench/run.ts) and the constants of its scenarios.
import { parseArgs } from 'node:util';
import { CALLS as CALLS_ALL } from './calls';

export const ARGS = process.argv.slice(2);
const { values } = parseArgs({
  args: ARGS,
  options: {
    seconds: { type: 'string' },
    'no-baseline': { type: 'boolean', default: false },
    'no-growth': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    only: { type: 'string' },
    rounds: { type: 'string' },
    'no-start': { type: 'boolean', default: false },
    'no-flows': { type: 'boolean', default: false },
  },
});
export const OPTIONS = values;
export const ONLY = values.only?.split(',').map((n) => n.trim());
const unknown = ONLY?.filter((n) => !CALLS_ALL.some((c) => c.name === n));
if (unknown?.length) {
  throw new Error(
    `--only: unknown calls ${unknown.join(', ')} (${CALLS_ALL.map((c) => c.name).join(', ')})`,
  );
}
/** The calls this run measures (`--only`). */
export const CALLS = ONLY ? CALLS_ALL.filter((c) => ONLY.includes(c.name)) : CALLS_ALL;
export const SECONDS = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 3);
export const WARMUP = 1;
export const CONNECTIONS = [10, 50];
export const SMALL_HISTORY = 1000;
/** Alternating turns of each side in the growth comparison (their median p50 is judged). */
export const GROWTH_TURNS = 5;
export const GROWTH_SECONDS = 2;
export const ACT_EVERY_MS = 250;
/** Alternating rounds of the writes against the baseline (bench/support/rounds.ts). */
export const ROUNDS = Number(values.rounds ?? 3);
/**
 * Warm-up of a write's first window after each start in those rounds (1 s elsewhere):
 * the budgets are about a server that has been running.
 */
export const STINT_WARMUP = 5;

export const log = (line = '') => console.log(line);

/** The command that produced the results file, as typed. */
export function commandLine() {
  const env = ['BENCH_DATABASE_URL', 'DATABASE_URL', 'DATA_DIR', 'BENCH_SECONDS', 'BENCH_RESULTS']
    .filter((k) => process.env[k])
    .map((k) => `${k}=${process.env[k]}`);
  const quoted = ARGS.map((a) => (/^[\w./=-]+$/.test(a) ? a : `"${a.replace(/"/g, '\\"')}"`));
  return [...env, 'npm run bench', ...(quoted.length ? ['--', ...quoted] : [])].join(' ');
}
