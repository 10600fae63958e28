// What the benchmark asks of a running server (the app, or the baseline's one extra
// route) outside the measured windows: signing in, the running timers, the
// confirmation's workers.
import { BENCH_PASSWORD, BOARD } from './accounts';
import type { Side, TimerState, WorkerSlot } from './load';
import type { BenchWorker } from './seed-data';

export async function api<T>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const login = async (base: string) =>
  (
    await api<{ access_token: string }>(base, 'POST', '/api/user/login', {
      nameUser: BOARD,
      password: BENCH_PASSWORD,
    })
  ).access_token;

interface OpenTimer {
  id: number;
  usuario_id: number;
  pausado: boolean;
}

const openTimers = async (base: string, token: string) =>
  (await api<{ tiempos: OpenTimer[] }>(base, 'GET', '/api/tiempos/all', undefined, token)).tiempos;

/** The seeded running timers the timer action alternates (not the confirmation's). */
export const timersOf =
  (base: string, token: string, pool: BenchWorker[]) => async (): Promise<TimerState[]> => {
    const own = new Set(pool.map((w) => w.id));
    return (await openTimers(base, token))
      .filter((t) => !own.has(t.usuario_id))
      .map((t) => ({ id: t.id, paused: t.pausado }));
  };

/** The confirmation's workers with their open timers, from rows of (id, usuario_id). */
const slotsFrom = (pool: BenchWorker[], open: { id: number; usuario_id: number }[]) => {
  const byWorker = new Map(open.map((t) => [t.usuario_id, t.id]));
  return pool.map((w): WorkerSlot => ({ ...w, timer: byWorker.get(w.id) ?? null }));
};

export const workersFromApp = (base: string, token: string, pool: BenchWorker[]) => async () =>
  slotsFrom(pool, await openTimers(base, token));

/**
 * Where each side's write scenarios find the running timers and the confirmation's
 * workers: the app's from its Tiempos list; the baseline keeps no state, so any order of
 * Pausar and Reanudar is served on the timers `running` (as the app's run found them).
 */
export const stateOf =
  (pool: BenchWorker[], running: TimerState[]) => (side: Side, url: string, token: string) =>
    side === 'app'
      ? { timers: timersOf(url, token, pool), workers: workersFromApp(url, token, pool) }
      : {
          timers: async () => running.map((t) => ({ ...t })),
          workers: async () =>
            slotsFrom(
              pool,
              await api<{ id: number; usuario_id: number }[]>(url, 'GET', '/bench/open-timers'),
            ),
        };

/** What `stateOf` answers for one side. */
export type StateOf = ReturnType<typeof stateOf>;
