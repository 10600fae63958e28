import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, type Target } from './target';

/** What bench/support/queue-probe.mjs answers: its counts since the last reset, unrounded. */
export interface ProbeReading {
  /** Which queue it measured; null when nothing reached the database in the window. */
  base: 'pglite' | 'postgres' | null;
  elapsedMs: number;
  /** Each acquisition's wait for the connection, in ms, in the order they came. */
  waits: number[];
  meanWaiting: number;
  maxWaiting: number;
  meanInFlight: number;
  maxInFlight: number;
  loopBusy: number;
  busy?: number;
}

/** A child process serving HTTP on a local port. */
export interface Child {
  url: string;
  pid: number;
  /** Milliseconds from spawning to the first successful answer. */
  firstAnswerMs: number;
  /** Resident memory now and its peak, in MB (/proc/<pid>/status: VmRSS, VmHWM). */
  memory(): Promise<{ rssMB: number; peakMB: number }>;
  /**
   * Where its requests wait (bench/support/queue-probe.mjs, preloaded): `reset` starts a
   * new count, `read` answers the count since the last reset.
   */
  queue(action: 'reset'): void;
  queue(action: 'read'): Promise<ProbeReading>;
  /** What it printed (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; resolves when the process has ended. */
  stop(): Promise<void>;
}

/** Environment that points a process at the target's database. */
export function targetEnv(target: Target): Record<string, string> {
  return {
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.kind === 'postgres' ? (target.databaseUrl ?? '') : '',
  };
}

async function waitForAnswer(
  url: string,
  proc: ChildProcess,
  output: () => string,
  started: number,
) {
  const limit = started + 120_000;
  while (performance.now() < limit) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`process ended while starting:\n${output()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no answer from ${url} within 120 s:\n${output()}`);
}

/** The preload that measures where requests wait (see `Child.queue`). */
const QUEUE_PROBE = [
  '--import',
  pathToFileURL(path.join(ROOT, 'bench/support/queue-probe.mjs')).href,
];

/** Spawns a Node process with `args` and waits until `probe` (a path) answers 200. */
export async function startChild(opts: {
  args: string[];
  env: Record<string, string>;
  port: number;
  probe: string;
}): Promise<Child> {
  const url = `http://127.0.0.1:${opts.port}`;
  let out = '';
  const started = performance.now();
  const proc = spawn(process.execPath, opts.args, {
    cwd: ROOT,
    env: { ...process.env, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const ended = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  const stop = async () => {
    if (alive()) proc.kill('SIGTERM');
    const timer = setTimeout(() => alive() && proc.kill('SIGKILL'), 15_000);
    await ended;
    clearTimeout(timer);
  };
  try {
    const firstAnswerMs = await waitForAnswer(`${url}${opts.probe}`, proc, () => out, started);
    const pid = proc.pid ?? 0;
    const memory = async () => {
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      const kib = (field: string) =>
        Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
      return {
        rssMB: Math.round((kib('VmRSS') * 1024) / 1e5) / 10,
        peakMB: Math.round((kib('VmHWM') * 1024) / 1e5) / 10,
      };
    };
    function queue(action: 'reset'): void;
    function queue(action: 'read'): Promise<ProbeReading>;
    function queue(action: 'reset' | 'read'): void | Promise<ProbeReading> {
      if (action === 'reset') {
        proc.send({ benchQueue: 'reset' });
        return;
      }
      return new Promise<ProbeReading>((resolve, reject) => {
        const timer = setTimeout(() => {
          proc.off('message', onMessage);
          reject(new Error('the queue probe did not answer within 60 s'));
        }, 60_000);
        const onMessage = (message: { benchQueue?: unknown }) => {
          if (typeof message?.benchQueue !== 'object' || message.benchQueue === null) return;
          clearTimeout(timer);
          proc.off('message', onMessage);
          resolve(message.benchQueue as ProbeReading);
        };
        proc.on('message', onMessage);
        proc.send({ benchQueue: 'read' });
      });
    }
    return { url, pid, firstAnswerMs, memory, queue, output: () => out, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Node options given in an environment variable (`BENCH_SERVER_NODE_ARGS`, …). */
const nodeArgsFrom = (variable: string) =>
  process.env[variable]?.split(/\s+/).filter(Boolean) ?? [];

/**
 * How `npm start` (package.json) runs Node: the environment it sets before `node` and the
 * Node options after it. The measured server and the baseline run with both.
 */
async function startCommand(): Promise<{ env: Record<string, string>; nodeOptions: string[] }> {
  const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(
    words.slice(0, node).map((w) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]),
  );
  return { env, nodeOptions: words.slice(node + 1).filter((a) => a.startsWith('--')) };
}

/**
 * The real server as `npm start` runs it (its Node options too; the build `npm run
 * build` left, not rebuilt). BENCH_SERVER_NODE_ARGS adds Node options to it alone, e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server under the benchmark's load.
 */
export async function startServer(
  target: Target,
  port: number,
  { queueProbe = true } = {},
): Promise<Child> {
  const extra = nodeArgsFrom('BENCH_SERVER_NODE_ARGS');
  const start = await startCommand();
  return startChild({
    args: [
      ...start.nodeOptions,
      ...(queueProbe ? QUEUE_PROBE : []),
      ...extra,
      path.join(ROOT, 'scripts/start.mjs'),
    ],
    env: {
      ...start.env,
      ...targetEnv(target),
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_PER_MINUTE: '1000000',
      BACKUP_DAILY: 'false',
      // Its seconds of VACUUM would fall inside a measured window of a long run.
      MAINTENANCE_DAILY: 'false',
    },
    port,
    // A public call that reads the database: the first answer a visitor would get.
    probe: '/api/publico/administracion',
  });
}

/**
 * The raw-driver baseline server (bench/baseline-server.ts) on the same data, with the
 * same environment and Node options as the server, so the two differ only in the code
 * that answers. BENCH_BASELINE_NODE_ARGS adds Node options to it alone, as
 * BENCH_SERVER_NODE_ARGS does to the server.
 */
export async function startBaseline(
  target: Target,
  port: number,
  env: Record<string, string> = {},
): Promise<Child> {
  const extra = nodeArgsFrom('BENCH_BASELINE_NODE_ARGS');
  const start = await startCommand();
  return startChild({
    args: [
      ...start.nodeOptions,
      ...QUEUE_PROBE,
      ...extra,
      '--import',
      'tsx',
      path.join(ROOT, 'bench/baseline-server.ts'),
    ],
    env: { ...start.env, ...targetEnv(target), ...env },
    port,
    probe: '/ready',
  });
}

/**
 * The start budget's baseline (bench/support/minimal-start.mjs) on the same data, with
 * `npm start`'s environment and Node options (and no queue probe: bench/support/start.ts).
 */
export async function startMinimal(target: Target, port: number): Promise<Child> {
  const start = await startCommand();
  return startChild({
    args: [...start.nodeOptions, path.join(ROOT, 'bench/support/minimal-start.mjs')],
    env: { ...start.env, ...targetEnv(target) },
    port,
    probe: '/',
  });
}
