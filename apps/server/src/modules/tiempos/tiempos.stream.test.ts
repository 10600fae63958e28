import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import {
  abrirBaseDePrueba,
  CLAVE,
  conPostgres,
  insertarCuenta,
  segundoProceso,
} from '../../test/app';
import { appConPersonas } from '../../test/personas';
import { lectorSse } from '../../test/sse';

const { t, h, chef } = appConPersonas('chef');
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

const sse = lectorSse('tiempos');
afterAll(() => sse.cerrarTodos());
const abrir = (url: string) => sse.abrir(url);

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
  conPostgres?.(
    'reaches a screen connected to another server process sharing PostgreSQL',
    async () => {
      // Signed in on the second process (the same database, its own secret).
      const { port, token, cerrar } = await segundoProceso(t, 'Chef1');
      try {
        const s = await abrir(`http://127.0.0.1:${port}/api/tiempos/stream?token=${token}`);
        expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
        await t.crearUsuario('Cocinero3', 5);
        const inicio = Date.now();
        const id = await h.iniciar(chef.token, 'Chef1', 'Cocinero3');
        expect(await s.esperar((e) => e.accion === 'iniciar' && e.id === id, 1000)).toBeDefined();
        expect(Date.now() - inicio).toBeLessThan(1000);
        s.control.abort();
      } finally {
        await cerrar();
      }
    },
  );
});

describe('a stream lasts while its session does', () => {
  let duena: string;
  let n = 0;
  beforeAll(async () => {
    duena = (await t.crearUsuario('DuenaStreams', 0)).token;
  });
  /** A fresh supervisor (level 3) signed in on two devices, with a stream on the first. */
  async function supervisor() {
    const nombre = `Super${++n}`;
    const yo = await t.crearUsuario(nombre, 3);
    const otroDispositivo = await t.login(nombre);
    const s = await abrir(`${base}/api/tiempos/stream?token=${yo.token}`);
    expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
    return { nombre, ...yo, otroDispositivo, s };
  }
  const post = (token: string, url: string, payload: object) =>
    t.como(token, { method: 'POST', url, payload });

  it('closes when that device signs out, and the other device stays signed in', async () => {
    const p = await supervisor();
    const otro = await abrir(`${base}/api/tiempos/stream?token=${p.otroDispositivo}`);
    expect(await otro.esperar((e) => e.accion === 'conectado')).toBeDefined();
    const res = await post(p.token, '/api/user/logout', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sesión cerrada' });
    expect(await p.s.terminado(5000)).toBe(true);
    expect((await t.como(p.token, { method: 'GET', url: '/api/tiempos/all' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.como(p.otroDispositivo, { method: 'GET', url: '/api/tiempos/all' })).statusCode,
    ).toBe(200);
    expect(await otro.terminado(2500)).toBe(false);
    otro.control.abort();
  });

  it('closes on every device when the person signs out everywhere', async () => {
    const p = await supervisor();
    const res = await post(p.otroDispositivo, '/api/user/logout', { todas: true });
    expect(res.json()).toEqual({ message: 'Sesión cerrada en todos los dispositivos' });
    expect(await p.s.terminado(5000)).toBe(true);
    expect(
      (await t.como(p.otroDispositivo, { method: 'GET', url: '/api/tiempos/all' })).statusCode,
    ).toBe(401);
  });

  it('closes after a password change, a temporary key, a rank change or a dismissal', async () => {
    const cambios: Array<(p: Awaited<ReturnType<typeof supervisor>>) => Promise<unknown>> = [
      (p) =>
        t.como(p.otroDispositivo, {
          method: 'PATCH',
          url: '/api/user/change-password',
          payload: { nameUser: p.nombre, oldPassword: CLAVE, newPassword: 'otra-clave-segura-2' },
        }),
      (p) => post(duena, '/api/user/generar-clave', { id: p.id }),
      (p) =>
        t.como(duena, { method: 'PATCH', url: `/api/user/${p.id}/role`, payload: { role: 2 } }),
      (p) => post(duena, '/api/despido', { usuario: p.nombre, motivo: 'Prueba' }),
    ];
    for (const cambiar of cambios) {
      const p = await supervisor();
      const res = (await cambiar(p)) as { statusCode: number; body: string };
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await p.s.terminado(5000)).toBe(true);
    }
  });

  it('keeps at most five open streams per person: a sixth ends the oldest', async () => {
    const p = await supervisor();
    const mas = [];
    for (let i = 0; i < 5; i++) {
      const s = await abrir(`${base}/api/tiempos/stream?token=${p.token}`);
      expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
      mas.push(s);
    }
    expect(await p.s.terminado(2000)).toBe(true);
    for (const s of mas) expect(await s.terminado(300)).toBe(false);
    for (const s of mas) s.control.abort();
  });
});

describe('closing the app', () => {
  let app: FastifyInstance;
  let database: Database;

  it('ends open streams and stops listening, without waiting for the clients', async () => {
    const base = await abrirBaseDePrueba(); // a copy of the migrated template
    database = base.database;
    app = await buildApp({
      config: loadConfig({ WEB_DIST: '/nonexistent' }),
      database,
      jwtSecret: randomBytes(32).toString('hex'),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    await insertarCuenta(database.db, {
      username: 'Jefa',
      passwordHash: await hashPassword(CLAVE),
      nivel: 0,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: 'Jefa', password: CLAVE },
    });
    const token = login.json<{ access_token: string }>().access_token;
    const s = await abrir(`http://127.0.0.1:${port}/api/tiempos/stream?token=${token}`);
    expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
    const inicio = Date.now();
    await app.close();
    expect(Date.now() - inicio).toBeLessThan(2000);
    expect(await s.terminado()).toBe(true);
    await database.close();
    await base.borrar();
  });
});
