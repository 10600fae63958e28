import autocannon, { type Request } from 'autocannon';
import { BOARD } from './accounts';
import { CONFIRM, PAUSE, RESUME, START, type Call } from './calls';
import type { Child, ProbeReading } from './process';

/** One measured scenario: a call at a number of connections. */
export interface Measure {
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  /**
   * Latency percentiles in milliseconds, from every response within the measured window
   * (not a bucketed histogram): it opens once every connection has had its first answer.
   */
  p50: number;
  p99: number;
  mean: number;
  /** Within the measured window: responses other than 2xx, connection errors and timeouts. */
  failures: number;
  /**
   * Requests that failed (timed out) before the window opened, while the connections
   * were still getting in: reported apart, as the latencies of that phase are left out.
   */
  failedConnecting?: number;
  /** Measured by a number of requests: fewer than `MIN_ANSWERS` answers came within the run. */
  byAmount?: boolean;
  /** Where requests waited within the measured window (bench/support/queue-probe.mjs). */
  queue?: QueueStats;
}

/**
 * Where requests waited during a measured window (bench/support/queue-probe.mjs): in the
 * server (received, not yet answered), for its event loop, and in front of the database
 * (on PGlite, the statements and transactions waiting for its one connection; on
 * PostgreSQL, the requests waiting for a connection of the pool).
 */
export interface QueueStats {
  /** Which queue it measured; null when nothing reached the database in the window. */
  base: 'pglite' | 'postgres' | null;
  seconds: number;
  /** Times the connection was taken (a request can take it more than once). */
  acquisitions: number;
  /** Waiting on average over the window (time-weighted), and at most at once. */
  meanWaiting: number;
  maxWaiting: number;
  /** How long an acquisition waited for the connection, in ms. */
  waitP50: number;
  waitP99: number;
  waitMax: number;
  /** PGlite: the share of the window its connection was in use (0–1). */
  busy?: number;
  /** HTTP requests received and not yet answered: on average (time-weighted) and at most. */
  meanInFlight: number;
  maxInFlight: number;
  /** The share of the window the server's event loop was busy (0–1). */
  loopBusy: number;
}

/** Fewer answers than this in a run: the call is measured by a number of requests. */
const MIN_ANSWERS = 10;

/** How long a run waits for all its connections to be in before its window opens anyway. */
const CONNECTING_SECONDS = 15;

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

/** Several measured windows of one scenario taken as one. */
export interface Pooled {
  windows: number;
  requests: number;
  /** Answers of every window over their summed time. */
  rps: number;
  /** Percentiles over every window's answers. */
  p50: number;
  p99: number;
}

/** The two servers a call's windows are measured on. */
export type Side = 'app' | 'baseline';

/**
 * A write's app and baseline windows taken close together (`measureRounds` in
 * bench/run.ts); its budgets against the baseline are judged on these.
 */
export interface Rounds {
  /** The sides in the order their windows ran. */
  order: Side[];
  app: Measure[];
  baseline: Measure[];
  /** Each side's windows as one: p99 over all their answers, req/s over their time. */
  appPooled: Pooled;
  baselinePooled: Pooled;
  /** App p99 ÷ baseline p99, pooled. */
  p99VsBaseline: number;
  /** App req/s ÷ baseline req/s, pooled. */
  throughputVsBaseline: number;
}

/**
 * Windows of one scenario as one (the alternating rounds of bench/run.ts): `latencies`
 * holds every answer's time of those windows, as `measure` collected them.
 */
export function pooled(measures: Measure[], latencies: number[]): Pooled {
  const sorted = [...latencies].sort((a, b) => a - b);
  const requests = measures.reduce((sum, m) => sum + m.requests, 0);
  const seconds = measures.reduce((sum, m) => sum + m.seconds, 0);
  return {
    windows: measures.length,
    requests,
    rps: round(requests / seconds, 1),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
  };
}

/** The probe's counts as the results report them. */
function queueStats(r: ProbeReading): QueueStats {
  const waits = [...r.waits].sort((a, b) => a - b);
  const share = (n: number) => round(n, 3);
  return {
    base: r.base,
    seconds: round(r.elapsedMs / 1000),
    acquisitions: waits.length,
    meanWaiting: round(r.meanWaiting),
    maxWaiting: r.maxWaiting,
    waitP50: round(percentile(waits, 50) || 0),
    waitP99: round(percentile(waits, 99) || 0),
    waitMax: round(waits.at(-1) ?? 0),
    meanInFlight: round(r.meanInFlight),
    maxInFlight: r.maxInFlight,
    loopBusy: share(r.loopBusy),
    ...(r.busy === undefined ? {} : { busy: share(r.busy) }),
  };
}

/** A request unanswered for this long times out (autocannon's `timeout`, in seconds). */
const TIMEOUT_SECONDS = 10;

/**
 * Hands out the items (timers, workers) no request is using. A request that timed out
 * never gets its answer and its connection sends the next one: with every item out,
 * one of them belongs to a request that timed out, and the longest out is handed again.
 */
class Lender<T> {
  private readonly free: T[];
  /** Items out, the longest out first (a Set keeps the order of insertion). */
  private readonly lent = new Set<T>();

  /** Throws `tooFew` when there are fewer items than connections. */
  constructor(items: T[], connections: number, tooFew: string) {
    if (items.length < connections) throw new Error(tooFew);
    this.free = [...items];
  }

  lend(): T {
    const item = this.free.shift() ?? this.lent.values().next().value;
    if (item === undefined) throw new Error('nothing to lend');
    this.lent.delete(item);
    this.lent.add(item);
    return item;
  }

  giveBack(item: T): void {
    if (this.lent.delete(item)) this.free.push(item);
  }
}

/**
 * Requests of the timer action: each request takes a timer nobody is operating and
 * pauses it, or resumes it when paused, so every timer alternates Pausar/Reanudar and
 * no two requests lock the same one.
 */
function actionRequests(
  timers: TimerState[],
  connections: number,
  headers: Record<string, string>,
): Request[] {
  const free = new Lender(timers, connections, 'more connections than running timers');
  return [
    {
      method: 'POST',
      headers,
      setupRequest: (request, context) => {
        const timer = free.lend();
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
        free.giveBack(timer);
      },
    },
  ];
}

/** A worker of the confirmation scenario, with their open timer (if any). */
export interface WorkerSlot {
  id: number;
  username: string;
  timer: number | null;
}

/**
 * Requests of the shift confirmation: each request takes a worker nobody is operating;
 * with no open timer it starts one for them (a start: not measured), with one it
 * confirms it (measured), so every confirmation closes a timer that is really open.
 * `confirming` tells the response listener, called right after `onResponse` for the
 * same response, whether it answered a confirmation.
 */
function confirmRequests(
  slots: WorkerSlot[],
  connections: number,
  headers: Record<string, string>,
  answered: { confirmation: boolean },
): Request[] {
  const free = new Lender(slots, connections, 'more connections than workers');
  return [
    {
      method: 'POST',
      headers,
      setupRequest: (request, context) => {
        const slot = free.lend();
        context.slot = slot;
        context.confirming = slot.timer !== null;
        return slot.timer === null
          ? {
              ...request,
              path: START,
              body: JSON.stringify({ encargado: BOARD, usuario: slot.username }),
            }
          : { ...request, path: CONFIRM, body: JSON.stringify({ id: slot.timer }) };
      },
      onResponse: (status, body, context) => {
        const slot = context.slot as WorkerSlot;
        answered.confirmation = context.confirming === true;
        if (context.confirming) {
          // Confirmed, or (409) no longer open: either way the worker has none now.
          slot.timer = null;
        } else if (status < 300) {
          slot.timer = (JSON.parse(body) as { tiempo: { id: number } }).tiempo.id;
        }
        free.giveBack(slot);
      },
    },
  ];
}

/**
 * The state a write scenario starts from, once requests cut off by the end of the last
 * run have finished on the server: read until two reads 200 ms apart agree.
 */
async function settled<T>(read: (() => Promise<T[]>) | undefined): Promise<T[]> {
  if (!read) return [];
  let last = JSON.stringify(await read());
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await read();
    const text = JSON.stringify(now);
    if (text === last) return now;
    last = text;
  }
  throw new Error('the timers kept changing after the run ended');
}

/** What `measure` is asked to do. */
interface MeasureOptions {
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
  /** The confirmation's workers as they are now (read before each run, like `timers`). */
  workers?: () => Promise<WorkerSlot[]>;
  /** The server's queue probe (`Child.queue`): counted over the measured window. */
  queue?: Child['queue'];
  /** Receives the time of every answer counted (to pool windows: `pooled`). */
  latencies?: number[];
}

/** What one measured run counted. */
interface Tally {
  /** Answers counted: those within its window (see `runWindow`). */
  answers: number;
  failures: number;
  /** Connection errors and timeouts, inside the window and before it. */
  inside: number;
  connecting: number;
  /** Counts only confirmations in the confirmation scenario (starts keep it going). */
  counted: () => boolean;
}

/** One run of a scenario: its options, headers and requests, and what it counts. */
interface Scenario {
  opts: MeasureOptions;
  requests: Request[];
  tally: Tally;
}

/**
 * Waits for requests cut off by the end of the last run (this scenario's warm-up, or
 * the previous scenario) to finish on the server: one more request of the same call
 * is answered after them (PGlite runs statements in order). Writes start from a
 * settled state instead (`settled`).
 */
async function drain(opts: MeasureOptions, headers: Record<string, string>) {
  if (opts.call.flow) return;
  await fetch(`${opts.baseUrl}${opts.call.path}`, {
    method: opts.call.method,
    headers,
    body: opts.call.body === undefined ? undefined : JSON.stringify(opts.call.body),
    signal: AbortSignal.timeout(300_000),
  }).then((res) => res.arrayBuffer());
}

/** The requests of a run, from the state the last one left. */
async function requestsOf(
  opts: MeasureOptions,
  headers: Record<string, string>,
  answered: { confirmation: boolean },
): Promise<Request[]> {
  await drain(opts, headers);
  if (opts.call.flow === 'confirm') {
    return confirmRequests(await settled(opts.workers), opts.connections, headers, answered);
  }
  if (opts.call.flow === 'timer') {
    return actionRequests(await settled(opts.timers), opts.connections, headers);
  }
  const body = opts.call.body === undefined ? undefined : JSON.stringify(opts.call.body);
  return [{ method: opts.call.method, path: opts.call.path, headers, body }];
}

/** A run of `amount` requests: every answer counts, connecting included. */
async function runByAmount(s: Scenario, latencies: number[], amount: number) {
  const instance = autocannon({
    url: s.opts.baseUrl,
    connections: s.opts.connections,
    amount,
    timeout: 300,
    requests: s.requests,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (!s.tally.counted()) return;
    s.tally.answers++;
    if (status >= 300) s.tally.failures++;
    latencies.push(ms);
  });
  const result = await instance;
  s.tally.inside += result.errors;
  return { seconds: result.duration, queue: undefined };
}

/**
 * A timed run. The measured window opens once every connection is in: each has had its
 * first answer. Until then the server is not yet under the run's load, and the first
 * answers also timed the connecting, which on a busy server waits for the accept: libuv
 * takes one new connection per turn of the event loop, so the last of 50 connections
 * opened at once can wait seconds (docs/rendimiento.md, At 50 connections). A warm-up
 * run has its own window (`latencies` null): nothing kept.
 */
async function runWindow(s: Scenario, seconds: number, latencies: number[] | null) {
  const { opts, tally } = s;
  const instance = autocannon({
    url: opts.baseUrl,
    connections: opts.connections,
    duration: seconds + CONNECTING_SECONDS,
    timeout: TIMEOUT_SECONDS,
    requests: s.requests,
  });
  const connected = new WeakSet<object>();
  let inside = 0;
  let opened = 0;
  let closed = 0;
  let queueRead: Promise<ProbeReading> | undefined;
  const open = () => {
    opened = performance.now();
    if (latencies) opts.queue?.('reset');
    setTimeout(() => {
      closed = performance.now();
      if (latencies) queueRead = opts.queue?.('read');
      instance.stop();
    }, seconds * 1000);
  };
  const waiting = setTimeout(open, CONNECTING_SECONDS * 1000);
  // autocannon counts a timeout among its errors, and emits both as `reqError`.
  instance.on('reqError', () => {
    if (!latencies || closed) return;
    if (opened) tally.inside++;
    else tally.connecting++;
  });
  instance.on('response', (client: object, status: number, _bytes: number, ms: number) => {
    if (!connected.has(client)) {
      connected.add(client);
      // A wrong answer is a failure whenever it comes; only its time is left out.
      if (latencies && !closed && status >= 300 && tally.counted()) tally.failures++;
      if (++inside === opts.connections && !opened) {
        clearTimeout(waiting);
        open();
      }
      return;
    }
    if (!opened || closed || !latencies || !tally.counted()) return;
    tally.answers++;
    if (status >= 300) tally.failures++;
    latencies.push(ms);
  });
  await instance;
  const reading = await queueRead;
  return {
    seconds: ((closed || performance.now()) - opened) / 1000,
    queue: reading && queueStats(reading),
  };
}

/** Drives one call at `connections` for `seconds` (after a short warm-up) and measures it. */
export async function measure(opts: MeasureOptions): Promise<Measure> {
  // What Chromium sends: big kept answers come compressed, as they do to the panel.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  if (opts.token && opts.call.kind !== 'login' && !opts.call.public) {
    headers.authorization = `Bearer ${opts.token}`;
  }
  const answered = { confirmation: true };
  const newTally = (): Tally => ({
    answers: 0,
    failures: 0,
    inside: 0,
    connecting: 0,
    counted: opts.call.flow === 'confirm' ? () => answered.confirmation : () => true,
  });
  const scenario = async (): Promise<Scenario> => ({
    opts,
    requests: await requestsOf(opts, headers, answered),
    tally: newTally(),
  });
  if (opts.warmupSeconds > 0) await runWindow(await scenario(), opts.warmupSeconds, null);
  let s = await scenario();
  let latencies: number[] = [];
  let result = await runWindow(s, opts.seconds, latencies);
  // A call too slow to be answered within the run is measured by a number of requests
  // instead (two per connection, at least 20), however long they take.
  const byAmount = s.tally.answers < MIN_ANSWERS;
  if (byAmount) {
    s = await scenario();
    latencies = [];
    result = await runByAmount(s, latencies, Math.max(2 * opts.connections, 20));
  }
  return summary(opts, s.tally, latencies, result, byAmount);
}

/** The figures of a measured run. */
function summary(
  opts: MeasureOptions,
  tally: Tally,
  latencies: number[],
  result: { seconds: number; queue: QueueStats | undefined },
  byAmount: boolean,
): Measure {
  opts.latencies?.push(...latencies);
  latencies.sort((a, b) => a - b);
  const total = tally.answers;
  const { seconds, queue } = result;
  return {
    connections: opts.connections,
    seconds: round(seconds),
    ...(byAmount ? { byAmount } : {}),
    requests: total,
    rps: round(total / seconds, 1),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    mean: round(latencies.reduce((sum, v) => sum + v, 0) / Math.max(1, total)),
    failures: tally.failures + tally.inside,
    ...(tally.connecting > 0 ? { failedConnecting: tally.connecting } : {}),
    ...(queue ? { queue } : {}),
  };
}
