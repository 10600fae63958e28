// Preloaded into the benchmark's servers (`node --import ./bench/support/queue-probe.mjs`,
// bench/support/process.ts): measures the queue in front of the database, without
// changing the app. On PGlite that is the one embedded connection: every query,
// simple query and transaction takes PGlite's transaction lock
// (`PGlite.prototype._runExclusiveTransaction`) and waits there, in order, while
// another holds it. On PostgreSQL it is the pool: a request waits in `Pool.connect`
// until one of its connections is free.
//
// It also counts what waits before that: the HTTP requests the server has received and
// not yet answered, and how busy its one thread (the event loop) was.
//
// The benchmark asks over the IPC channel: `{ benchQueue: 'reset' }` when a scenario's
// measured window opens, `{ benchQueue: 'read' }` when it closes, answered with
// `{ benchQueue: ProbeReading }` (bench/support/load.ts).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Waits for the connection since the last reset, one per acquisition, in ms. */
let waits = [];
/** Acquisitions waiting now, and the most at once since the last reset. */
let waiting = 0;
let maxWaiting = 0;
/** Time-weighted sum of `waiting`, and of the time the PGlite lock was held, in ms. */
let waitingArea = 0;
let heldMs = 0;
let holding = 0;
/** HTTP requests received and not yet answered: now, at most, and time-weighted. */
let inFlight = 0;
let maxInFlight = 0;
let inFlightArea = 0;
let since = performance.now();
let loopSince = performance.eventLoopUtilization();
let last = since;
let base = null;

/** Moves the time-weighted sums up to now. */
function advance(now) {
  waitingArea += waiting * (now - last);
  inFlightArea += inFlight * (now - last);
  if (holding > 0) heldMs += now - last;
  last = now;
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'request') {
    const response = args[1];
    advance(performance.now());
    inFlight++;
    if (inFlight > maxInFlight) maxInFlight = inFlight;
    response.once('close', () => {
      advance(performance.now());
      inFlight--;
    });
  }
  return emit.call(this, event, ...args);
};

function arrive() {
  advance(performance.now());
  waiting++;
  if (waiting > maxWaiting) maxWaiting = waiting;
}

function depart(startedAt) {
  const now = performance.now();
  advance(now);
  waiting--;
  waits.push(now - startedAt);
}

const original = PGlite.prototype._runExclusiveTransaction;
if (typeof original !== 'function') {
  throw new Error(
    'PGlite has no _runExclusiveTransaction: bench/support/queue-probe.mjs needs updating',
  );
}
PGlite.prototype._runExclusiveTransaction = function (fn) {
  base = 'pglite';
  const startedAt = performance.now();
  arrive();
  return original.call(this, async () => {
    depart(startedAt);
    holding++;
    try {
      return await fn();
    } finally {
      advance(performance.now());
      holding--;
    }
  });
};

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (callback) {
  base = 'postgres';
  const startedAt = performance.now();
  arrive();
  if (typeof callback === 'function') {
    return connect.call(this, (err, client, release) => {
      depart(startedAt);
      callback(err, client, release);
    });
  }
  return connect.call(this).then(
    (client) => {
      depart(startedAt);
      return client;
    },
    (err) => {
      depart(startedAt);
      throw err;
    },
  );
};

/**
 * The counts since the last reset, unrounded (`ProbeReading` in bench/support/load.ts,
 * which turns them into the reported `QueueStats`).
 */
function read() {
  const now = performance.now();
  advance(now);
  const elapsed = Math.max(now - since, 1e-9);
  return {
    base,
    elapsedMs: elapsed,
    waits,
    meanWaiting: waitingArea / elapsed,
    maxWaiting,
    meanInFlight: inFlightArea / elapsed,
    maxInFlight,
    loopBusy: performance.eventLoopUtilization(loopSince).utilization,
    // Only PGlite has one connection whose busy share means something.
    ...(base === 'pglite' ? { busy: heldMs / elapsed } : {}),
  };
}

function reset() {
  const now = performance.now();
  advance(now);
  waits = [];
  maxWaiting = waiting;
  waitingArea = 0;
  maxInFlight = inFlight;
  inFlightArea = 0;
  loopSince = performance.eventLoopUtilization();
  heldMs = 0;
  since = now;
}

if (process.send) {
  process.on('message', (message) => {
    if (message?.benchQueue === 'reset') reset();
    else if (message?.benchQueue === 'read') process.send?.({ benchQueue: read() });
  });
  // The channel alone must not keep the server running once it has closed.
  process.channel?.unref();
}
