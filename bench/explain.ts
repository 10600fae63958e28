// `npm run bench:explain`: what the database does for each hot call. Records the SQL of
// every call (as the baseline does), times each statement through the raw driver and
// prints EXPLAIN ANALYZE for those slower than --min-ms (default 1). Writes are run
// inside a transaction that is rolled back. Same target as `npm run bench`.
import { parseArgs } from 'node:util';
import type { Database } from '../apps/server/src/db/client';
import { recordCalls } from './support/record-calls';
import { marksOf, removeAfter } from './support/seed-data';
import type { Statement } from './support/recorder';
import { mainTarget, openTarget } from './support/target';

const { values } = parseArgs({
  options: {
    'min-ms': { type: 'string', default: '1' },
    runs: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const MIN_MS = Number(values['min-ms']);
const RUNS = Number(values.runs);

/** Runs statements on one session: PGlite itself, or one pooled client. */
async function session<T>(
  database: Database,
  fn: (q: (text: string, params?: unknown[]) => Promise<unknown[]>) => Promise<T>,
): Promise<T> {
  if (database.pglite) {
    const c = database.pglite;
    return fn(async (text, params) => (await c.query(text, params)).rows);
  }
  const client = await database.pool!.connect();
  try {
    return await fn(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    client.release();
  }
}

// On PGlite a kept statement shows as `execute name(…)`: what it runs.
const isRead = (s: Statement) =>
  /^\s*(select|with\s+\w+\s+as\s*\(\s*select)/i.test(s.text) &&
  !/\b(update|insert|delete)\b/i.test(s.text);
const control = (s: Statement) => /^\s*(begin|commit|rollback)\s*$/i.test(s.text);

async function timeStatement(database: Database, s: Statement): Promise<number> {
  return session(database, async (q) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const read = isRead(s);
      if (!read) await q('begin');
      const t = performance.now();
      await q(s.text, s.params);
      times.push(performance.now() - t);
      if (!read) await q('rollback');
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? NaN;
  });
}

async function explain(database: Database, s: Statement): Promise<string> {
  return session(database, async (q) => {
    await q('begin');
    try {
      const rows = (await q(`explain (analyze, buffers, costs off) ${s.text}`, s.params)) as {
        'QUERY PLAN': string;
      }[];
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await q('rollback');
    }
  });
}

const target = mainTarget();
const database = await openTarget(target);
// Recording writes (timer actions, a started and confirmed shift, sessions): removed after.
const marks = await marksOf(database);
try {
  const { units } = await recordCalls(database);
  console.log(`${target.label}: median of ${RUNS} runs per statement\n`);
  for (const [path, list] of units) {
    if (values.only && !path.includes(values.only)) continue;
    const statements = list.flatMap((u) => u.statements).filter((s) => !control(s));
    let total = 0;
    const timed: { s: Statement; ms: number }[] = [];
    for (const s of statements) {
      const ms = await timeStatement(database, s);
      total += ms;
      timed.push({ s, ms });
    }
    console.log(`${path}: ${statements.length} statements, ${total.toFixed(2)} ms`);
    for (const { s, ms } of timed) {
      console.log(
        `  ${ms.toFixed(2).padStart(8)} ms  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
    }
    for (const { s, ms } of timed) {
      if (ms < MIN_MS) continue;
      console.log(`\n  EXPLAIN ANALYZE (${ms.toFixed(2)} ms): ${s.text.replace(/\s+/g, ' ')}`);
      console.log(`  params: ${JSON.stringify(s.params).slice(0, 300)}`);
      console.log((await explain(database, s)).replace(/^/gm, '    '));
    }
    console.log();
  }
} finally {
  await removeAfter(database, marks);
  await database.close();
}
