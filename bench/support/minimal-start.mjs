// The start budget's baseline (bench/support/start.ts): the least a server can do to give
// its first answer on the benchmark's data. It opens the same database as the app — PGlite
// in DATA_DIR with the app's start parameters (apps/server/src/db/client.ts), or
// PostgreSQL at DATABASE_URL — and answers every request with one query's result.
// Plain JavaScript, started with `npm start`'s Node options, as the app is.
import http from 'node:http';
import path from 'node:path';

async function open() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    return { query: async (text) => (await pool.query(text)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(path.resolve(process.env.DATA_DIR ?? 'bench/data'), 'pglite'), {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
}

const { query, close } = await open();
http
  .createServer((_request, response) => {
    query('select count(*)::int as n from usuarios').then(
      (rows) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(rows));
      },
      (err) => {
        response.statusCode = 500;
        response.end(String(err));
      },
    );
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => void close().then(() => process.exit(0)));
