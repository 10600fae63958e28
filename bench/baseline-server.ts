// The raw-driver baseline of `npm run bench`: a bare Fastify server whose routes run
// exactly the SQL the app runs for each hot call, through PGlite or node-postgres
// directly (no auth guard, zod, Drizzle or services). The SQL is recorded first by
// building the real app in this process on the same data and calling each route once.
// Started by bench/run.ts with DATA_DIR/DATABASE_URL and PORT; stops on SIGTERM.
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { CONFIRM, PAUSE, RESUME, START } from './support/calls';
import { recordCalls } from './support/record-calls';
import { benchWorkers, type BenchWorker } from './support/seed-data';
import { replay, substitute, type Unit } from './support/recorder';
import { mainTarget, openTarget, rawQuery } from './support/target';

const database = await openTarget(mainTarget());
const { units: recorded, timerId, confirmed, caller } = await recordCalls(database);

/** A recorded start or confirmation moved onto another worker (and timer). */
const forWorker = (units: Unit[], worker: { id: number; username: string }, timer?: number) => {
  let out = substitute(units, confirmed.worker.id, worker.id);
  out = substitute(out, confirmed.worker.username, worker.username);
  return timer === undefined ? out : substitute(out, confirmed.timerId, timer);
};

// The confirmation scenario's workers: the ones bench/run.ts chose for the app's run.
const pool: BenchWorker[] = process.env.BENCH_WORKERS
  ? (JSON.parse(process.env.BENCH_WORKERS) as BenchWorker[])
  : await benchWorkers(database);
/** Open timers of those workers, by timer id (kept here: no statement of the app's). */
const openTimers = new Map<number, BenchWorker>();
const workers = new Map(pool.map((w) => [w.username, w]));
const workersById = new Map(pool.map((w) => [w.id, w]));
workers.set(confirmed.worker.username, confirmed.worker);
workersById.set(confirmed.worker.id, confirmed.worker);

const server = Fastify({ logger: false });
server.get('/ready', async () => ({ ok: true }));
for (const [path, units] of recorded) {
  if (path === PAUSE || path === RESUME) {
    server.post<{ Body: { id: number } }>(path, async (request) => ({
      rows: await replay(database, substitute(units, timerId, request.body.id)),
    }));
  } else if (path === START) {
    // The same statements for the requested worker; answers the new timer's id as the
    // app does, so the scenario confirms it next.
    server.post<{ Body: { usuario: string } }>(path, async (request, reply) => {
      const worker = workers.get(request.body.usuario);
      if (!worker) return reply.status(400).send({ message: 'not a benchmark worker' });
      let id: number | null = null;
      await replay(database, forWorker(units, worker), (text, rows) => {
        const row = rows[0] as { id?: number } | undefined;
        if (/^insert into "tiempos"/i.test(text) && typeof row?.id === 'number') {
          id = row.id;
        }
      });
      if (id === null) throw new Error('the recorded start inserted no timer');
      openTimers.set(id, worker);
      return reply.status(201).send({ tiempo: { id } });
    });
  } else if (path === CONFIRM) {
    server.post<{ Body: { id: number } }>(path, async (request, reply) => {
      const worker = openTimers.get(request.body.id);
      if (!worker) return reply.status(409).send({ message: 'not open' });
      openTimers.delete(request.body.id);
      return { rows: await replay(database, forWorker(units, worker, request.body.id)) };
    });
  } else if (path === '/api/user/login') {
    // Signing in is mostly the password check: the baseline does it too.
    server.post<{ Body: { password: string } }>(path, async (request) => {
      const ok = await verify(caller.passwordHash, request.body.password);
      return { ok, rows: await replay(database, units) };
    });
  } else {
    // A read's query string is part of what was recorded: the route is its path alone.
    server.get(path.split('?')[0] ?? path, async () => ({ rows: await replay(database, units) }));
  }
}
// The confirmation scenario's open timers (the app's run reads them from the Tiempos list).
server.get('/bench/open-timers', async () => {
  const rows = await rawQuery<{ id: number; usuario_id: number }>(
    database,
    `select id, usuario_id from tiempos where estado in ('activo', 'pausado')`,
  );
  openTimers.clear();
  for (const r of rows) {
    const worker = workersById.get(r.usuario_id);
    if (worker) openTimers.set(r.id, worker);
  }
  return rows;
});
// The recorded SQL, for anyone checking what the baseline runs.
server.get('/recorded', async () => Object.fromEntries(recorded));

const close = async () => {
  await server.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
await server.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
