// `npm run bench:seed [-- --shifts N] [--force]`: fills the benchmark database (PGlite in
// DATA_DIR, default bench/data; PostgreSQL when DATABASE_URL is set) with a year of a
// busy community. BENCH_SHIFTS works like --shifts.
import { parseArgs } from 'node:util';
import { seed } from './support/seed-data';
import { mainTarget } from './support/target';

const { values } = parseArgs({
  options: { shifts: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const shifts = Number(values.shifts ?? process.env.BENCH_SHIFTS ?? 100_000);
if (!Number.isInteger(shifts) || shifts < 0) {
  console.error('--shifts must be a whole number.');
  process.exit(1);
}
const target = mainTarget();
console.log(`Seeding ${target.label} with ${shifts.toLocaleString('en')} confirmed shifts…`);
try {
  const info = await seed(target, { shifts, force: values.force, log: (l) => console.log(l) });
  console.log(`Done in ${info.seconds} s.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
