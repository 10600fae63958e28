// The raw-driver baseline of `npm run bench`: a bare Fastify server whose routes run
// exactly the SQL the app runs for each hot call, through PGlite or node-postgres
// directly (no auth guard, zod, Drizzle or services). The SQL is recorded first by
// building the real app in this process on the same data and calling each route once.
// Started by bench/run.ts with DATA_DIR/DATABASE_URL and PORT; stops on SIGTERM.
import { verify } from '@node-rs/argon2';
import Fastify from 'fastify';
import { PAUSE, RESUME } from './support/calls';
import { recordCalls } from './support/record-calls';
import { replay, substitute } from './support/recorder';
import { mainTarget, openTarget } from './support/target';

const database = await openTarget(mainTarget());
const { units: recorded, timerId, caller } = await recordCalls(database);

const server = Fastify({ logger: false });
server.get('/ready', async () => ({ ok: true }));
for (const [path, units] of recorded) {
  if (path === PAUSE || path === RESUME) {
    server.post<{ Body: { id: number } }>(path, async (request) => ({
      rows: await replay(database, substitute(units, timerId, request.body.id)),
    }));
  } else if (path === '/api/user/login') {
    // Signing in is mostly the password check: the baseline does it too.
    server.post<{ Body: { password: string } }>(path, async (request) => {
      const ok = await verify(caller.passwordHash, request.body.password);
      return { ok, rows: await replay(database, units) };
    });
  } else {
    server.get(path, async () => ({ rows: await replay(database, units) }));
  }
}
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
