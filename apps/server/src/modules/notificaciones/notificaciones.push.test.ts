import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_NOTIFICACIONES as M } from '@mchabbo/shared/notificaciones/contratos';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { crearAppDePrueba, type TestApp } from '../../test/app';
import { lectorSse } from '../../test/sse';
import { ayudasTiempos } from '../../test/tiempos';

/** A request the fake push service received. */
interface Recibida {
  ruta: string;
  cabeceras: Record<string, string | string[] | undefined>;
  bytes: number;
}

const JWT_SECRET = randomBytes(32).toString('hex');
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
let base: string;
let servicio: Server;
let push: string;
let certificado: Buffer;
const recibidas: Recibida[] = [];
const esperando: Array<{ pred: (r: Recibida) => boolean; ok: (r: Recibida) => void }> = [];
const colgadas: Array<() => void> = [];
const sse = lectorSse('notificaciones');
type Persona = { id: number; token: string };
let chef: Persona, cocinero: Persona, ayudante: Persona, invitado: Persona;

/**
 * A local push service over HTTPS with a certificate made here: `/gone` answers 410,
 * `/lento` never answers, anything else 201.
 */
async function servicioPush() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'clave.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(path.join(dir, 'cert.pem'));
  const server = createServer(
    { cert, key: readFileSync(path.join(dir, 'clave.pem')) },
    (req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        const r: Recibida = { ruta: req.url ?? '', cabeceras: req.headers, bytes };
        recibidas.push(r);
        for (const e of [...esperando]) {
          if (e.pred(r)) {
            esperando.splice(esperando.indexOf(e), 1);
            e.ok(r);
          }
        }
        if (r.ruta.startsWith('/lento')) {
          colgadas.push(() => res.destroy());
          return;
        }
        res.writeHead(r.ruta.startsWith('/gone') ? 410 : 201).end();
      });
    },
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, cert, url: `https://127.0.0.1:${port}` };
}

/** The first request (already received or coming) matching, or undefined after `ms`. */
function recibida(pred: (r: Recibida) => boolean, ms = 5000): Promise<Recibida | undefined> {
  const ya = recibidas.find(pred);
  if (ya) return Promise.resolve(ya);
  return new Promise((ok) => {
    const e = { pred, ok };
    esperando.push(e);
    setTimeout(() => {
      const i = esperando.indexOf(e);
      if (i >= 0) esperando.splice(i, 1);
      ok(undefined);
    }, ms).unref();
  });
}

/** A browser's subscription: a real P-256 key pair and a 16-byte secret. */
function suscripcion(ruta: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${push}${ruta}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

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
  const inicio = Date.now();
  const res = await h.post(chef.token, 'confirmar', { id, confirmado: true });
  return { res, ms: Date.now() - inicio };
}

beforeAll(async () => {
  const fake = await servicioPush();
  servicio = fake.server;
  push = fake.url;
  certificado = fake.cert;
  t = await crearAppDePrueba(
    { PUSH_HOSTS: '127.0.0.1', JWT_SECRET },
    { agentePush: new Agent({ ca: fake.cert }) },
  );
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
  for (const c of colgadas) c();
  servicio.closeAllConnections();
  servicio.close();
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
    const { res } = await confirmarTurno('Cocinero1');
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
      endpoint: push.replace('https', 'http'),
    });
    expect(http.statusCode).toBe(400);
    const sinClaves = await suscribir(cocinero.token, { endpoint: `${push}/x`, keys: {} });
    expect(sinClaves.statusCode).toBe(400);
    expect(await suscripcionesDe(cocinero.id)).toEqual([]);
  });

  it('sends each notification encrypted and signed to the person’s devices', async () => {
    const res = await suscribir(cocinero.token, suscripcion('/ok/cocinero'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: M.suscrita });
    expect(await suscripcionesDe(cocinero.id)).toEqual([`${push}/ok/cocinero`]);
    const clave = (await t.como(cocinero.token, { method: 'GET', url: '/api/push/clave' })).json()
      .publicKey as string;

    const { res: confirmado } = await confirmarTurno('Cocinero1');
    expect(confirmado.statusCode).toBe(200);
    const r = await recibida((x) => x.ruta === '/ok/cocinero');
    expect(r?.cabeceras['content-encoding']).toBe('aes128gcm');
    expect(r?.cabeceras.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(r?.cabeceras.authorization).toContain(`k=${clave}`);
    expect(Number(r?.cabeceras.ttl)).toBeGreaterThan(0);
    // Encrypted: a record header (86 bytes) plus the ciphertext of the JSON.
    expect(r?.bytes).toBeGreaterThan(100);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    expect((await suscribir(ayudante.token, suscripcion('/gone/ayudante'))).statusCode).toBe(201);
    expect(await suscripcionesDe(ayudante.id)).toEqual([`${push}/gone/ayudante`]);
    await confirmarTurno('Ayudante1');
    expect(await recibida((x) => x.ruta === '/gone/ayudante')).toBeDefined();
    const hasta = Date.now() + 5000;
    while ((await suscripcionesDe(ayudante.id)).length > 0 && Date.now() < hasta) {
      await new Promise((ok) => setImmediate(ok));
    }
    expect(await suscripcionesDe(ayudante.id)).toEqual([]);
  });

  it('never delays the action when the push service does not answer', async () => {
    const lenta = suscripcion('/lento/ayudante');
    expect((await suscribir(ayudante.token, lenta)).statusCode).toBe(201);
    const { res, ms } = await confirmarTurno('Ayudante1');
    expect(res.statusCode).toBe(200);
    expect(await recibida((x) => x.ruta === '/lento/ayudante')).toBeDefined();
    expect(ms).toBeLessThan(2000);
    // The notice is in the inbox whatever the push service does.
    const inbox = await t.como(ayudante.token, { method: 'GET', url: '/api/notificaciones' });
    expect(inbox.json().notificaciones[0].tipo).toBe('tiempo.confirmado');
    // Unsubscribing removes it; someone else cannot remove it.
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
  conPostgres?.('reaches a screen and a device from another server process', async () => {
    const url = t.database.pool?.options.connectionString;
    const otra = await openDatabase({ databaseUrl: url, dataDir: null });
    const app2 = await buildApp({
      config: loadConfig({ WEB_DIST: '/nonexistent', PUSH_HOSTS: '127.0.0.1', JWT_SECRET }),
      database: otra,
      jwtSecret: JWT_SECRET,
      agentePush: new Agent({ ca: certificado }),
    });
    try {
      await app2.listen({ port: 0, host: '127.0.0.1' });
      const address = app2.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const s = await sse.abrir(
        `http://127.0.0.1:${port}/api/notificaciones/stream?token=${cocinero.token}`,
      );
      expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
      const antes = recibidas.filter((x) => x.ruta === '/ok/cocinero').length;
      await confirmarTurno('Cocinero1');
      expect(await s.esperar((e) => e.accion === 'nueva')).toBeDefined();
      const segunda = await recibida(
        (x) =>
          x.ruta === '/ok/cocinero' && recibidas.filter((y) => y.ruta === x.ruta).length > antes,
      );
      expect(segunda).toBeDefined();
      s.control.abort();
    } finally {
      await app2.close();
      await otra.close();
    }
  });
});
