import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_NOTIFICACIONES as M } from '@mchabbo/shared/notificaciones/contratos';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { crearAppDePrueba, type TestApp } from '../../test/app';
import { suscripcionNavegador } from '../../test/push-falso';
import { lectorSse } from '../../test/sse';
import { ayudasTiempos } from '../../test/tiempos';

// The live stream and the subscription routes, in process. Delivery to a push service
// over HTTPS is tried on a real server process (notificaciones.push-proceso.test.ts).

const JWT_SECRET = randomBytes(32).toString('hex');
/** An allowed push service where nothing listens: nothing here is delivered. */
const PUSH = 'https://127.0.0.1:9';
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
let base: string;
const sse = lectorSse('notificaciones');
type Persona = { id: number; token: string };
let chef: Persona, cocinero: Persona, ayudante: Persona, invitado: Persona;

const suscripcion = (ruta: string) => suscripcionNavegador(`${PUSH}${ruta}`);

const suscribir = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/push/suscripcion', payload });

async function suscripcionesDe(id: number) {
  const { rows } = (await t.database.db.execute(
    sql`select endpoint from push_suscripciones where usuario_id = ${id} order by id`,
  )) as unknown as { rows: { endpoint: string }[] };
  return rows.map((r) => r.endpoint);
}

/** Confirms a shift of an hour for `usuario`, timed by Chef7. */
async function confirmarTurno(usuario: string) {
  const id = await h.iniciar(chef.token, 'Chef7', usuario);
  await h.envejecer(id, 3600);
  return h.post(chef.token, 'confirmar', { id, confirmado: true });
}

beforeAll(async () => {
  t = await crearAppDePrueba({ PUSH_HOSTS: '127.0.0.1', JWT_SECRET });
  h = ayudasTiempos(t);
  chef = await t.crearUsuario('Chef7', 3);
  cocinero = await t.crearUsuario('Cocinero1', 5);
  ayudante = await t.crearUsuario('Ayudante1', 6);
  invitado = await t.crearUsuario('Invitado1', 7);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  sse.cerrarTodos();
});

describe('GET /notificaciones/stream', () => {
  it('needs a signed-in person’s token, in the header or the query', async () => {
    expect((await fetch(`${base}/api/notificaciones/stream`)).status).toBe(401);
    expect((await fetch(`${base}/api/notificaciones/stream?token=basura`)).status).toBe(401);
    // Only the stream reads the query: the inbox still wants the header.
    expect((await fetch(`${base}/api/notificaciones?token=${cocinero.token}`)).status).toBe(401);
    const s = await sse.abrir(`${base}/api/notificaciones/stream?token=${invitado.token}`);
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
    s.control.abort();
  });

  it('pushes each new notification to its own person’s open screens only', async () => {
    const suya = await sse.abrir(`${base}/api/notificaciones/stream?token=${cocinero.token}`);
    const ajena = await sse.abrir(`${base}/api/notificaciones/stream?token=${ayudante.token}`);
    expect(await suya.esperar((e) => e.accion === 'conectado')).toBeDefined();
    expect(await ajena.esperar((e) => e.accion === 'conectado')).toBeDefined();
    const res = await confirmarTurno('Cocinero1');
    expect(res.statusCode, res.body).toBe(200);
    const evento = await suya.esperar((e) => e.accion === 'nueva');
    expect(evento).toMatchObject({
      accion: 'nueva',
      notificacion: {
        tipo: 'tiempo.confirmado',
        texto: expect.stringMatching(/^Chef7 confirmó tu turno de 1h 0m: \d+ créditos\./),
        enlace: '/mchabbo/perfil',
        leida: false,
      },
    });
    // The notice as the inbox shows it, nothing more.
    expect(Object.keys(evento?.notificacion ?? {}).sort()).toEqual([
      'creada_en',
      'enlace',
      'id',
      'leida',
      'texto',
      'tipo',
    ]);
    // The other person's first notice is their own, not the worker's.
    await confirmarTurno('Ayudante1');
    const propia = await ajena.esperar((e) => e.accion === 'nueva');
    expect(propia).toMatchObject({ notificacion: { texto: expect.stringMatching(/^Chef7/) } });
    const inbox = await t.como(ayudante.token, { method: 'GET', url: '/api/notificaciones' });
    expect((propia?.notificacion as { id: number }).id).toBe(inbox.json().notificaciones[0].id);
    suya.control.abort();
    ajena.control.abort();
  });
});

describe('Web Push', () => {
  it('gives the public key to any signed-in person', async () => {
    expect((await t.como(null, { method: 'GET', url: '/api/push/clave' })).statusCode).toBe(401);
    const res = await t.como(invitado.token, { method: 'GET', url: '/api/push/clave' });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().publicKey as string, 'base64url')).toHaveLength(65);
  });

  it('accepts endpoints only on the allowed push services', async () => {
    for (const endpoint of [
      'https://169.254.169.254/latest',
      'https://localhost/push',
      'https://127.0.0.1.example.com/push',
    ]) {
      const res = await suscribir(cocinero.token, { ...suscripcion('/x'), endpoint });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json()).toEqual({ message: M.hostNoPermitido });
    }
    const http = await suscribir(cocinero.token, {
      ...suscripcion('/x'),
      endpoint: PUSH.replace('https', 'http'),
    });
    expect(http.statusCode).toBe(400);
    const sinClaves = await suscribir(cocinero.token, { endpoint: `${PUSH}/x`, keys: {} });
    expect(sinClaves.statusCode).toBe(400);
    expect(await suscripcionesDe(cocinero.id)).toEqual([]);
  });

  it('stores a device’s subscription; only its person can remove it', async () => {
    const lenta = suscripcion('/ayudante');
    const res = await suscribir(ayudante.token, lenta);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: M.suscrita });
    expect(await suscripcionesDe(ayudante.id)).toEqual([lenta.endpoint]);
    // The notice is in the inbox whatever the push service does (nothing listens there).
    expect((await confirmarTurno('Ayudante1')).statusCode).toBe(200);
    const inbox = await t.como(ayudante.token, { method: 'GET', url: '/api/notificaciones' });
    expect(inbox.json().notificaciones[0].tipo).toBe('tiempo.confirmado');
    const ajeno = await t.como(cocinero.token, {
      method: 'DELETE',
      url: '/api/push/suscripcion',
      payload: { endpoint: lenta.endpoint },
    });
    expect(ajeno.statusCode).toBe(200);
    expect(await suscripcionesDe(ayudante.id)).toEqual([lenta.endpoint]);
    const propio = await t.como(ayudante.token, {
      method: 'DELETE',
      url: '/api/push/suscripcion',
      payload: { endpoint: lenta.endpoint },
    });
    expect(propio.json()).toEqual({ message: M.desuscrita });
    expect(await suscripcionesDe(ayudante.id)).toEqual([]);
  });

  // Two processes can share only a PostgreSQL server (PGlite belongs to one process),
  // so this case exists only in the PostgreSQL pass of the suite.
  const conPostgres = process.env.TEST_DATABASE_URL ? it : null;
  conPostgres?.('reaches a screen from another server process', async () => {
    const url = t.database.pool?.options.connectionString;
    const otra = await openDatabase({ databaseUrl: url, dataDir: null });
    const app2 = await buildApp({
      config: loadConfig({ WEB_DIST: '/nonexistent', PUSH_HOSTS: '127.0.0.1', JWT_SECRET }),
      database: otra,
      jwtSecret: JWT_SECRET,
    });
    try {
      await app2.listen({ port: 0, host: '127.0.0.1' });
      const address = app2.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const s = await sse.abrir(
        `http://127.0.0.1:${port}/api/notificaciones/stream?token=${cocinero.token}`,
      );
      expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
      await confirmarTurno('Cocinero1');
      expect(await s.esperar((e) => e.accion === 'nueva')).toBeDefined();
      s.control.abort();
    } finally {
      await app2.close();
      await otra.close();
    }
  });
});
