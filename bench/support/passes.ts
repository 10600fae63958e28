// The two passes of a base: every call at 10 and 50 connections on the real server, then
// the same on the raw-driver baseline.
import { api } from './app-api';
import { restore, type BaseRun } from './base-run';
import { CALLS as CALLS_ALL, PAUSE, RESUME } from './calls';
import { measure, type Measure } from './load';
import { ACT_EVERY_MS, CALLS, CONNECTIONS, SECONDS, WARMUP, log } from './options';
import { round } from './stats';
import { startBaseline, type Child } from './process';
import type { Row } from './report';
import { puertoLibre as freePort } from '../../apps/server/src/test/puerto';

/**
 * The Tiempos list while a manager acts: one timer is paused or resumed every
 * `everyMs`, so reads keep finding a database that changed since the last one (the
 * kept answers of apps/server/src/lib/lecturas.ts only serve an unchanged database).
 */
async function measureWhileActing(
  run: BaseRun,
  server: Child,
  everyMs: number,
): Promise<Measure & { actions: number }> {
  // As the timers are now: the action scenarios left them paused or running.
  const [timer] = await run.state('app', server.url, run.token).timers();
  if (!timer) throw new Error('no running timer to act on');
  let actions = 0;
  let acting = true;
  let failure: unknown = null;
  const act = async () => {
    while (acting) {
      const next = new Promise((resolve) => setTimeout(resolve, everyMs));
      await api(server.url, 'POST', timer.paused ? RESUME : PAUSE, { id: timer.id }, run.token);
      timer.paused = !timer.paused;
      actions++;
      await next;
    }
  };
  // Kept, not thrown while the reads run (an unhandled rejection would leave the server up).
  const actor = act().catch((err: unknown) => {
    failure = err;
  });
  try {
    const list = CALLS_ALL.find((c) => c.path === '/api/tiempos/all');
    if (!list) throw new Error('the Tiempos list is not a benchmark call');
    const m = await measure({
      baseUrl: server.url,
      call: list,
      connections: 10,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
      token: run.token,
    });
    acting = false;
    await actor;
    if (failure) throw failure;
    return { ...m, actions };
  } finally {
    acting = false;
    await actor;
  }
}

/**
 * Every call at 10 and 50 connections on the started server, then the reads while
 * timers change, then its memory; stops it and removes what it wrote.
 */
export async function appPass(run: BaseRun, server: Child) {
  const rows: Row[] = [];
  let whileActing: (Measure & { actions: number }) | null = null;
  let memory: { rssMB: number; peakMB: number };
  try {
    for (const connections of CONNECTIONS) {
      for (const call of CALLS) {
        const app = await measure({
          baseUrl: server.url,
          call,
          connections,
          seconds: SECONDS,
          warmupSeconds: WARMUP,
          token: run.token,
          ...run.state('app', server.url, run.token),
          queue: server.queue,
        });
        rows.push({ call: call.name, kind: call.kind, path: call.path, app });
      }
    }
    if (CALLS.some((c) => c.path === '/api/tiempos/all')) {
      whileActing = await measureWhileActing(run, server, ACT_EVERY_MS);
    }
    memory = await server.memory();
    log(`server memory after the run: ${memory.rssMB} MB resident (peak ${memory.peakMB})`);
  } catch (err) {
    log(`server output:\n${server.output().slice(-4000)}`);
    throw err;
  } finally {
    await server.stop();
  }
  // The baseline starts from the same data: the app's writes are removed (and requests
  // cut off by the stop, e.g. sign-ins still counted as attempts in course).
  await restore(run);
  return { rows, whileActing, memory };
}

/** The raw-driver baseline on the same data and calls (PGlite allows one process at a time). */
export async function baselinePass(run: BaseRun, rows: Row[]) {
  const baseline = await startBaseline(run.target, await freePort(), {
    BENCH_WORKERS: JSON.stringify(run.pool),
  });
  try {
    for (const row of rows) {
      const call = CALLS.find((c) => c.name === row.call);
      if (!call) continue;
      row.baseline = await measure({
        baseUrl: baseline.url,
        call,
        connections: row.app.connections,
        seconds: SECONDS,
        warmupSeconds: WARMUP,
        token: run.token,
        ...run.state('baseline', baseline.url, run.token),
        queue: baseline.queue,
      });
      row.ratio = round(row.baseline.rps / row.app.rps);
      row.throughputVsBaseline = round(row.app.rps / row.baseline.rps);
      row.p99VsBaseline = round(row.app.p99 / row.baseline.p99);
    }
  } catch (err) {
    log(`baseline output:\n${baseline.output().slice(-4000)}`);
    throw err;
  } finally {
    await baseline.stop();
  }
  await restore(run);
}
