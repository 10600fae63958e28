import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_NOTIFICACIONES as M } from '@mchabbo/shared/notificaciones/contratos';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { conPostgres, crearAppDePrueba, type TestApp } from '../../test/app';
import { escuchar, escucharCuandoLibre, type Escucha } from '../../test/escucha-tcp';
import { suscripcionNavegador } from '../../test/push-falso';
import { lectorSse } from '../../test/sse';
import { ayudasTiempos } from '../../test/tiempos';

// The live stream and the subscription routes, in process. Delivery to a push service
// over HTTPS is tried on a real server process (notificaciones.push-proceso.test.ts).

const JWT_SECRET = randomBytes(32).toString('hex');
/** An allowed push service where nothing listens: nothing here is delivered. */
const PUSH = 'https://127.0.0.1:9';
/** Where the differential endpoints below would connect: a listener here must hear nothing. */
const TRAMPA = { host: '127.0.0.1', port: 443 };
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
let base: string;
const sse = lectorSse('notificaciones');
type Persona = { id: number; token: string };
let chef: Persona, cocinero: Persona, ayudante: Persona, invitado: Persona;
/** An allowed push service (plain TCP) that counts connections: sending has happened. */
let control: Escucha;

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
  control = await escuchar(0);
  t = await crearAppDePrueba({
    PUSH_HOSTS: `127.0.0.1:9,127.0.0.1:${control.port},fcm.googleapis.com,*.push.apple.com`,
    JWT_SECRET,
  });
  h = ayudasTiempos(t);
  chef = await t.crearUsuario('Chef7', 3);
  cocinero = await t.crearUsuario('Cocinero1', 5);
  ayudante = await t.crearUsuario('Ayudante1', 6);
  invitado = await t.crearUsuario('Invitado1', 7);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  sse.cerrarTodos();
  await control.cerrar();
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

  // Endpoints that WHATWG's URL reads as a host under an allowed domain while the legacy
  // parser of the push sender reads 127.0.0.1 (docs/reglas.md, Notifications 24.7).
  const DIFERENCIALES = [';', "'", '"', '{', '}', '`'].flatMap((c) => [
    `https://127.0.0.1${c}.push.apple.com/x`,
    `https://localhost${c}.push.apple.com/x`,
  ]);
  const REFUSADOS = [
    ...DIFERENCIALES,
    'https://fcm.googleapis.com:22/x',
    'https://fcm.googleapis.com:8443/x',
    'https://usuario@fcm.googleapis.com/x',
    'https://usuario:clave@fcm.googleapis.com/x',
    'https://[::1]/x',
    'https://127.0.0.1/x',
    'https://127.0.0.1:80/x',
  ];

  it('refuses every endpoint whose host is not a plain DNS name on its allowed port', async () => {
    for (const endpoint of REFUSADOS) {
      const res = await suscribir(cocinero.token, { ...suscripcion('/x'), endpoint });
      expect([res.statusCode, res.json()], endpoint).toEqual([400, { message: M.hostNoPermitido }]);
    }
    expect(await suscripcionesDe(cocinero.id)).toEqual([]);
  });

  it('stores the endpoint re-serialised, exactly as it will be sent to', async () => {
    const res = await suscribir(invitado.token, {
      ...suscripcion('/x'),
      endpoint: 'https://FCM.googleapis.com:443/fcm/x/../send/a\\b',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await suscripcionesDe(invitado.id)).toEqual(['https://fcm.googleapis.com/fcm/send/a/b']);
    const borrar = await t.como(invitado.token, {
      method: 'DELETE',
      url: '/api/push/suscripcion',
      payload: { endpoint: 'https://FCM.googleapis.com:443/fcm/x/../send/a\\b' },
    });
    expect(borrar.statusCode).toBe(200);
    expect(await suscripcionesDe(invitado.id)).toEqual([]);
  });

  it('refuses keys that are not a P-256 point and a 16-byte secret', async () => {
    const buena = suscripcion('/claves');
    const punto = Buffer.from(buena.keys.p256dh, 'base64url');
    const fueraDeLaCurva = Buffer.from(punto);
    fueraDeLaCurva[64] = (fueraDeLaCurva[64] ?? 0) ^ 1;
    const comprimido = Buffer.concat([Buffer.from([0x02]), punto.subarray(1, 33)]);
    const malas = [
      { p256dh: fueraDeLaCurva.toString('base64url') },
      { p256dh: comprimido.toString('base64url') },
      { p256dh: Buffer.concat([Buffer.from([0x05]), punto.subarray(1)]).toString('base64url') },
      { p256dh: punto.subarray(0, 64).toString('base64url') },
      { p256dh: 'no es base64url' },
      { auth: randomBytes(15).toString('base64url') },
      { auth: randomBytes(17).toString('base64url') },
      { auth: '' },
    ];
    for (const cambio of malas) {
      const res = await suscribir(cocinero.token, { ...buena, keys: { ...buena.keys, ...cambio } });
      expect([res.statusCode, res.json()], JSON.stringify(cambio)).toEqual([
        400,
        { message: M.clavesInvalidas },
      ]);
    }
    expect(await suscripcionesDe(cocinero.id)).toEqual([]);
  });

  it('never connects anywhere for a refused or differential endpoint stored earlier', async () => {
    // Rows as a server before these checks could have stored them, then one allowed
    // control endpoint: once the control hears a connection, sending has run for all.
    const trampa = await escucharCuandoLibre(TRAMPA.host, TRAMPA.port);
    try {
      const claves = suscripcion('/x').keys;
      for (const endpoint of [...REFUSADOS, `https://127.0.0.1:${control.port}/control`]) {
        await t.database.db
          .execute(sql`insert into push_suscripciones (usuario_id, endpoint, p256dh, auth)
          values (${cocinero.id}, ${endpoint}, ${claves.p256dh}, ${claves.auth})`);
      }
      for (let ronda = 1; ronda <= 2; ronda++) {
        const antes = control.conexiones;
        expect((await confirmarTurno('Cocinero1')).statusCode).toBe(200);
        await control.esperarConexiones(antes + 1);
      }
      // The second round's control connection came after every connection the first
      // round could have started.
      expect(trampa.conexiones).toBe(0);
    } finally {
      await t.database.db.execute(
        sql`delete from push_suscripciones where usuario_id = ${cocinero.id}`,
      );
      await trampa.cerrar();
    }
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
  conPostgres?.('reaches a screen from another server process', async () => {
    const url = t.database.pool?.options.connectionString;
    const otra = await openDatabase({ databaseUrl: url, dataDir: null });
    const app2 = await buildApp({
      config: loadConfig({ WEB_DIST: '/nonexistent', PUSH_HOSTS: '127.0.0.1:9', JWT_SECRET }),
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
