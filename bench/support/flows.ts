// The one-off flows judged against a reference in the same run, in alternation: paying a
// whole week (POST /api/tiempos/pagar-semana) against its own SQL replayed through the
// raw driver, and a batch of 10 confirmations (POST /api/tiempos/lote) against single
// confirmations. Each request changes what the next finds (a week paid, timers closed),
// so they are timed one at a time in this process, on the real app built here
// (`inProcessApp`: everything but the socket), with the data put back between them.
import { BOARD } from './accounts';
import { CONFIRM, START } from './calls';
import { inProcessApp } from './in-process';
import { log } from './options';
import { median, round } from './stats';
import { record, replay } from './recorder';
import { restore } from './base-run';
import { benchWorkers, marksOf, type BenchWorker } from './seed-data';
import { openTarget, rawQuery, type Target } from './target';
import type { Database } from '../../apps/server/src/db/client';

/** Timings of each side, alternating (a, b, b, a, …). */
const TURNS = 5;
/** Confirmations in the batch. */
const BATCH = 10;

type App = Awaited<ReturnType<typeof inProcessApp>>;

async function timed(run: () => Promise<unknown>) {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

/** Runs `a` and `b` TURNS times each in alternation, `before` ahead of each. */
async function alternate(
  a: () => Promise<number>,
  b: () => Promise<number>,
): Promise<[number[], number[]]> {
  const out: [number[], number[]] = [[], []];
  for (let turn = 0; turn < TURNS; turn++) {
    const order = turn % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const);
    for (const side of order) out[side].push(await (side === 0 ? a : b)());
  }
  return out;
}

interface PayEntry {
  id: number;
  creditos: number | null;
  pagado: boolean;
  pagado_en: string | null;
  pagado_por: number | null;
}

/** A week paid by the app against the same payments' SQL replayed (three weeks ago). */
async function payWeek(database: Database, app: App) {
  const [week] = await rawQuery<{ semana: string }>(
    database,
    `select to_char(max(semana) - 21, 'YYYY-MM-DD') as semana from pagos`,
  );
  const semana = week?.semana ?? '';
  const before = await rawQuery<PayEntry>(
    database,
    'select id, creditos, pagado, pagado_en, pagado_por from pagos where semana = $1',
    [semana],
  );
  const unpay = () =>
    rawQuery(
      database,
      `update pagos set pagado = false, creditos = null, pagado_en = null, pagado_por = null
       where semana = $1`,
      [semana],
    );
  const pay = async () => {
    const res = await app.inject('POST', '/api/tiempos/pagar-semana', { semana });
    if (res.statusCode !== 200) throw new Error(`pagar-semana → ${res.statusCode} ${res.body}`);
    return res.json<{ pagadas: number }>().pagadas;
  };
  try {
    // Once before the recording: the app prepares its kept statements on their first run
    // (a replay must not prepare them again).
    await unpay();
    await pay();
    await unpay();
    let paid = 0;
    const units = await record(database, async () => (paid = await pay()));
    const [appMs, rawMs] = await alternate(
      async () => (await unpay(), timed(pay)),
      async () => (await unpay(), timed(() => replay(database, units))),
    );
    return { semana, entries: before.length, paid, appMs, rawMs };
  } finally {
    await rawQuery(
      database,
      `update pagos p set creditos = s.creditos, pagado = s.pagado, pagado_en = s.pagado_en,
         pagado_por = s.pagado_por
       from jsonb_to_recordset($1::jsonb)
         as s(id int, creditos int, pagado boolean, pagado_en timestamptz, pagado_por int)
       where p.id = s.id`,
      [JSON.stringify(before)],
    );
  }
}

/** A batch of BATCH confirmations against BATCH single ones, on shifts just started. */
async function batch(app: App, pool: BenchWorker[]) {
  const start = async (worker: BenchWorker) => {
    const res = await app.inject('POST', START, { encargado: BOARD, usuario: worker.username });
    if (res.statusCode >= 300) throw new Error(`start → ${res.statusCode} ${res.body}`);
    return res.json<{ tiempo: { id: number } }>().tiempo.id;
  };
  const workers = pool.slice(0, BATCH);
  if (workers.length < BATCH) throw new Error('fewer free workers than a batch');
  const single: number[] = [];
  const [batchMs] = await alternate(
    async () => {
      const ids: number[] = [];
      for (const worker of workers) ids.push(await start(worker));
      return timed(async () => {
        const res = await app.inject('POST', '/api/tiempos/lote', { accion: 'confirmar', ids });
        const out = res.json<{ resultados?: { ok: boolean }[] }>();
        if (res.statusCode !== 200 || !out.resultados?.every((r) => r.ok)) {
          throw new Error(`lote → ${res.statusCode} ${res.body}`);
        }
      });
    },
    async () => {
      for (const worker of workers) {
        const id = await start(worker);
        single.push(
          await timed(async () => {
            const res = await app.inject('POST', CONFIRM, { id });
            if (res.statusCode >= 300) throw new Error(`confirm → ${res.statusCode} ${res.body}`);
          }),
        );
      }
      return 0;
    },
  );
  return { batchMs, singleMs: single };
}

/** Both flows on the target, then the rows they wrote removed. */
export async function measureFlows(target: Target) {
  const database = await openTarget(target);
  const marks = await marksOf(database);
  try {
    const pool = await benchWorkers(database);
    const app = await inProcessApp(database);
    try {
      const week = await payWeek(database, app);
      const lote = await batch(app, pool);
      const out = {
        payWeek: {
          ...week,
          appMedianMs: round(median(week.appMs)),
          rawMedianMs: round(median(week.rawMs)),
          ratio: round(median(week.appMs) / median(week.rawMs)),
        },
        batch: {
          size: BATCH,
          batchMedianMs: round(median(lote.batchMs)),
          singleMedianMs: round(median(lote.singleMs)),
          ratio: round(median(lote.batchMs) / median(lote.singleMs)),
        },
      };
      log(
        `pay week ${week.semana} (${week.entries} entries, ${week.paid} paid): app ` +
          `${out.payWeek.appMedianMs} ms, its SQL replayed ${out.payWeek.rawMedianMs} ms ` +
          `(${out.payWeek.ratio}×); batch of ${BATCH} confirmations ${out.batch.batchMedianMs} ms, ` +
          `one confirmation ${out.batch.singleMedianMs} ms (${out.batch.ratio}×); medians of ${TURNS}`,
      );
      return out;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await restore({ target, marks });
  }
}
