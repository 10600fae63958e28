import { randomBytes } from 'node:crypto';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { BENCH_PASSWORD, BOARD } from './accounts';

/**
 * The real app built in this process on `database`, signed in as the board member:
 * `inject` sends a request through all of it (routes, hooks, auth guard, zod, services)
 * but the socket.
 */
export async function inProcessApp(database: Database) {
  const config = loadConfig({
    LOGIN_MAX_PER_MINUTE: '1000000',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database, jwtSecret: randomBytes(32).toString('hex') });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { nameUser: BOARD, password: BENCH_PASSWORD },
  });
  const token = login.json<{ access_token: string }>().access_token;
  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      payload: payload as never,
      headers: { authorization: `Bearer ${token}` },
    });
  return { inject, close: () => app.close() };
}
