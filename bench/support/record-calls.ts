import type { Database } from '../../apps/server/src/db/client';
import { BOARD } from './accounts';
import { inProcessApp } from './in-process';
import { CALLS, CONFIRM, PAUSE, RESUME, START } from './calls';
import { record, type Unit } from './recorder';
import { benchWorkers, type BenchWorker } from './seed-data';
import { rawQuery } from './target';

/** The SQL of each hot call, keyed by path, and what recording it used. */
export interface RecordedCalls {
  units: Map<string, Unit[]>;
  /** The timer the action was recorded on (its id is replaced when replaying). */
  timerId: number;
  /** The worker and the timer a start and a confirmation were recorded on. */
  confirmed: { worker: BenchWorker; timerId: number };
  caller: { id: number; passwordHash: string };
}

/**
 * Builds the real app in this process on `database` and calls each hot route as the
 * benchmark does (after two warm-up calls), recording the SQL it sends to the driver
 * when it has to read the database (not answering from memory).
 */
export async function recordCalls(database: Database): Promise<RecordedCalls> {
  const [caller] = await rawQuery<{ id: number; password_hash: string }>(
    database,
    'select id, password_hash from usuarios where username = $1',
    [BOARD],
  );
  if (!caller) throw new Error(`${BOARD} is missing: run npm run bench:seed first`);
  const { inject, close } = await inProcessApp(database);
  try {
    const recordCall = async (method: 'GET' | 'POST', url: string, payload?: unknown, warm = 2) => {
      for (let i = 0; i < warm; i++) await inject(method, url, payload);
      // The baseline answers from the database, as the app does on a first read: a
      // committed transaction moves the snapshot on, so the recorded request cannot be
      // served from the app's kept answers (apps/server/src/lib/lecturas.ts).
      await rawQuery(database, 'select pg_current_xact_id()');
      let status = 0;
      const units = await record(database, async () => {
        status = (await inject(method, url, payload)).statusCode;
      });
      if (status >= 400) throw new Error(`${method} ${url} answered ${status} while recording`);
      return units;
    };

    const units = new Map<string, Unit[]>();
    for (const call of CALLS) {
      if (call.kind === 'action') continue;
      units.set(call.path, await recordCall(call.method, call.path, call.body));
    }
    // The timer action: one running timer, paused then resumed.
    const lista = (await inject('GET', '/api/tiempos/all')).json<{
      tiempos: { id: number; pausado: boolean }[];
    }>();
    const timer = lista.tiempos[0];
    if (!timer) throw new Error('no running timer to record an action on');
    if (timer.pausado) await inject('POST', RESUME, { id: timer.id });
    for (let i = 0; i < 2; i++) {
      await inject('POST', PAUSE, { id: timer.id });
      await inject('POST', RESUME, { id: timer.id });
    }
    units.set(PAUSE, await recordCall('POST', PAUSE, { id: timer.id }, 0));
    units.set(RESUME, await recordCall('POST', RESUME, { id: timer.id }, 0));

    // The confirmation: a start and a confirmation of a free worker's shift, after two
    // of each (the run's rows are removed after the benchmark, bench/run.ts).
    const [worker] = await benchWorkers(database, 1);
    if (!worker) throw new Error('no free worker to record a confirmation on');
    const openTimer = async () => {
      const { tiempos } = (await inject('GET', '/api/tiempos/all')).json<{
        tiempos: { id: number; usuario_id: number }[];
      }>();
      const found = tiempos.find((t) => t.usuario_id === worker.id);
      if (!found) throw new Error(`no open timer of ${worker.username} after a start`);
      return found.id;
    };
    const start = { encargado: BOARD, usuario: worker.username };
    for (let i = 0; i < 2; i++) {
      await inject('POST', START, start);
      await inject('POST', CONFIRM, { id: await openTimer() });
    }
    units.set(START, await recordCall('POST', START, start, 0));
    const confirmedId = await openTimer();
    units.set(CONFIRM, await recordCall('POST', CONFIRM, { id: confirmedId }, 0));
    return {
      units,
      timerId: timer.id,
      confirmed: { worker, timerId: confirmedId },
      caller: { id: caller.id, passwordHash: caller.password_hash },
    };
  } finally {
    await close();
  }
}
