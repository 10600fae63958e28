import autocannon, { type Request } from 'autocannon';
import { PAUSE, RESUME, type Call } from './calls';

/** One measured scenario: a call at a number of connections. */
export interface Measure {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  /** Latency percentiles in milliseconds (from every response, not a bucketed histogram). */
  p50: number;
  p99: number;
  mean: number;
  /** Responses other than 2xx, connection errors and timeouts. */
  failures: number;
}

/** A running timer as the action scenario tracks it. */
export interface TimerState {
  id: number;
  paused: boolean;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/**
 * Requests of the timer action: each request takes a timer nobody is operating and
 * pauses it, or resumes it when paused, so every timer alternates Pausar/Reanudar and
 * no two requests lock the same one.
 */
function actionRequests(timers: TimerState[], headers: Record<string, string>): Request[] {
  const free = [...timers];
  return [
    {
      method: 'POST',
      headers,
      setupRequest: (request, context) => {
        const timer = free.shift();
        if (!timer) throw new Error('more connections than running timers');
        context.timer = timer;
        return {
          ...request,
          path: timer.paused ? RESUME : PAUSE,
          body: JSON.stringify({ id: timer.id }),
        };
      },
      onResponse: (_status, _body, context) => {
        const timer = context.timer as TimerState;
        // A 409 means the state was the other one: flipping is right either way.
        timer.paused = !timer.paused;
        free.push(timer);
      },
    },
  ];
}

/** Drives one call at `connections` for `seconds` (after a short warm-up) and measures it. */
export async function measure(opts: {
  baseUrl: string;
  call: Call;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  token?: string;
  /**
   * The running timers as they are now (read before each run: requests still in
   * flight when a run stops change a timer without the scenario seeing the answer).
   */
  timers?: () => Promise<TimerState[]>;
}): Promise<Measure> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token && opts.call.kind !== 'login') headers.authorization = `Bearer ${opts.token}`;
  const run = async (seconds: number, latencies: number[] | null) => {
    const requests =
      opts.call.kind === 'action'
        ? actionRequests((await opts.timers?.()) ?? [], headers)
        : [
            {
              method: opts.call.method,
              path: opts.call.path,
              headers,
              body: opts.call.body === undefined ? undefined : JSON.stringify(opts.call.body),
            },
          ];
    const instance = autocannon({
      url: opts.baseUrl,
      connections: opts.connections,
      duration: seconds,
      timeout: 10,
      requests,
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      latencies?.push(ms);
    });
    return instance;
  };
  if (opts.warmupSeconds > 0) {
    await run(opts.warmupSeconds, null);
    // Requests cut off by the end of the warm-up may still be finishing on the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const latencies: number[] = [];
  const result = await run(opts.seconds, latencies);
  latencies.sort((a, b) => a - b);
  const total = latencies.length;
  return {
    connections: opts.connections,
    seconds: result.duration,
    requests: total,
    rps: round(total / result.duration, 1),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    mean: round(latencies.reduce((s, v) => s + v, 0) / Math.max(1, total)),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
