import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { crearAppDePrueba, type TestApp } from '../../test/app';
import { ayudasTiempos } from '../../test/tiempos';

let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
let base: string;
let chef: { id: number; token: string };
const abiertos: AbortController[] = [];

beforeAll(async () => {
  t = await crearAppDePrueba();
  h = ayudasTiempos(t);
  chef = await t.crearUsuario('Chef1', 3);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  for (const a of abiertos) a.abort();
});

/** Opens the stream and reads it: `esperar` resolves with the first event matching. */
async function abrir(url: string) {
  const control = new AbortController();
  abiertos.push(control);
  const res = await fetch(url, { signal: control.signal });
  const lector = res.body?.getReader();
  const decoder = new TextDecoder();
  let texto = '';
  const eventos: Array<Record<string, unknown>> = [];
  const leer = async (hasta: number) => {
    if (!lector) return false;
    const resto = hasta - Date.now();
    if (resto <= 0) return false;
    let reloj: NodeJS.Timeout | undefined;
    const r = await Promise.race([
      lector.read(),
      new Promise<null>((ok) => (reloj = setTimeout(() => ok(null), resto))),
    ]);
    clearTimeout(reloj);
    if (!r || r.done) return false;
    texto += decoder.decode(r.value, { stream: true });
    let corte: number;
    while ((corte = texto.indexOf('\n\n')) >= 0) {
      const bloque = texto.slice(0, corte);
      texto = texto.slice(corte + 2);
      const datos = /^event: tiempos\ndata: (.*)$/m.exec(bloque);
      if (datos?.[1]) eventos.push(JSON.parse(datos[1]));
    }
    return true;
  };
  return {
    res,
    control,
    async esperar(pred: (e: Record<string, unknown>) => boolean, ms = 2000) {
      const hasta = Date.now() + ms;
      for (;;) {
        const i = eventos.findIndex(pred);
        if (i >= 0) return eventos.splice(i, 1)[0];
        if (!(await leer(hasta))) return undefined;
      }
    },
    async terminado(ms = 2000) {
      const hasta = Date.now() + ms;
      while (Date.now() < hasta) {
        if (!lector) return true;
        const r = await lector.read().catch(() => ({ done: true }));
        if (r.done) return true;
      }
      return false;
    },
  };
}

describe('GET /tiempos/stream', () => {
  it('needs a timekeeper’s token, in the header or the query', async () => {
    const sin = await fetch(`${base}/api/tiempos/stream`);
    expect(sin.status).toBe(401);
    const worker = await t.crearUsuario('Cocinero1', 5);
    expect((await fetch(`${base}/api/tiempos/stream?token=${worker.token}`)).status).toBe(403);
    expect((await fetch(`${base}/api/tiempos/stream?token=basura`)).status).toBe(401);
    // Only the stream reads the query: other routes still want the header.
    expect((await fetch(`${base}/api/tiempos/all?token=${chef.token}`)).status).toBe(401);
  });

  it('pushes a timer change to an open screen within a second', async () => {
    const s = await abrir(`${base}/api/tiempos/stream?token=${chef.token}`);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();

    await t.crearUsuario('Cocinero2', 5);
    const id = await h.iniciar(chef.token, 'Chef1', 'Cocinero2');
    expect(await s.esperar((e) => e.accion === 'iniciar' && e.id === id)).toBeDefined();

    const inicio = Date.now();
    await h.post(chef.token, 'pausar', { id });
    const evento = await s.esperar((e) => e.accion === 'pausar' && e.id === id, 1000);
    expect(evento).toEqual({ accion: 'pausar', id });
    expect(Date.now() - inicio).toBeLessThan(1000);

    // A refused action announces nothing; the next success does.
    await h.post(chef.token, 'pausar', { id });
    await h.post(chef.token, 'confirmar', { id });
    expect(await s.esperar(() => true)).toEqual({ accion: 'confirmar', id });
    s.control.abort();
  });

  // Two processes can share only a PostgreSQL server (PGlite belongs to one process),
  // so this case exists only in the PostgreSQL pass of the suite.
  const conPostgres = process.env.TEST_DATABASE_URL ? it : null;
  conPostgres?.(
    'reaches a screen connected to another server process sharing PostgreSQL',
    async () => {
      const url = t.database.pool?.options.connectionString;
      const otra = await openDatabase({ databaseUrl: url, dataDir: null });
      const app2 = await buildApp({
        config: loadConfig({ WEB_DIST: '/nonexistent' }),
        database: otra,
        jwtSecret: randomBytes(32).toString('hex'),
      });
      try {
        await app2.listen({ port: 0, host: '127.0.0.1' });
        const address = app2.server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const token = app2.firmarToken({ id: chef.id, tokenVersion: 0 });
        const s = await abrir(`http://127.0.0.1:${port}/api/tiempos/stream?token=${token}`);
        expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
        await t.crearUsuario('Cocinero3', 5);
        const inicio = Date.now();
        const id = await h.iniciar(chef.token, 'Chef1', 'Cocinero3');
        expect(await s.esperar((e) => e.accion === 'iniciar' && e.id === id, 1000)).toBeDefined();
        expect(Date.now() - inicio).toBeLessThan(1000);
        s.control.abort();
      } finally {
        await app2.close();
        await otra.close();
      }
    },
  );
});

describe('closing the app', () => {
  let app: FastifyInstance;
  let database: Database;

  it('ends open streams and stops listening, without waiting for the clients', async () => {
    database = await openDatabase({ dataDir: null });
    app = await buildApp({
      config: loadConfig({ WEB_DIST: '/nonexistent' }),
      database,
      jwtSecret: randomBytes(32).toString('hex'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const { insertarUsuario } = await import('../cuenta/cuenta.repository');
    const id = await insertarUsuario(database.db, {
      username: 'Jefa',
      passwordHash: 'x',
      nivel: 0,
    });
    const s = await abrir(
      `http://127.0.0.1:${port}/api/tiempos/stream?token=${app.firmarToken({ id, tokenVersion: 0 })}`,
    );
    expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
    const inicio = Date.now();
    await app.close();
    expect(Date.now() - inicio).toBeLessThan(2000);
    expect(await s.terminado()).toBe(true);
    await database.close();
  });
});
