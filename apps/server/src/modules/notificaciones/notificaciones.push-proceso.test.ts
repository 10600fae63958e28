import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_NOTIFICACIONES as M } from '@mchabbo/shared/notificaciones/contratos';
import { conPostgres } from '../../test/app';
import { iniciarPushFalso, type PushFalso } from '../../test/push-falso';
import {
  DUENO_PROCESO,
  iniciarServidorEnProceso,
  type ServidorEnProceso,
} from '../../test/servidor-proceso';

// Web Push as it runs in production (docs/reglas.md, Notifications): the real server in
// its own process sends to a local push service over HTTPS, whose certificate (made
// here) it trusts only through NODE_EXTRA_CA_CERTS, with PUSH_HOSTS=127.0.0.1:<its port>. Nothing
// leaves the machine. In the PostgreSQL pass the server runs on a fresh copy of the
// run's database, and a second process shares it.

const ENV_PUSH = (push: PushFalso) => ({
  PUSH_HOSTS: push.host,
  NODE_EXTRA_CA_CERTS: push.certificado,
  LOG_LEVEL: 'info',
});

let push: PushFalso;
let servidor: ServidorEnProceso & { baseDeDatos: string };
let dueno: string;

beforeAll(async () => {
  push = await iniciarPushFalso();
  servidor = await iniciarServidorEnProceso(ENV_PUSH(push));
  dueno = await servidor.entrar(DUENO_PROCESO.nameUser, DUENO_PROCESO.password);
}, 120_000);

afterAll(async () => {
  await servidor?.parar();
  await push?.cerrar();
});

const suscribir = (s: Pick<ServidorEnProceso, 'api'>, ruta: string, token = dueno) =>
  s.api('POST', '/push/suscripcion', push.suscripcion(ruta), token);

/** How many requests the fake push service received at `ruta`. */
const entregas = (ruta: string) => push.recibidas.filter((r) => r.ruta === ruta).length;

/**
 * A new guest `Invitado<n>` asks for a new name, which notifies the owner (the
 * administration above them, docs/reglas.md, Notifications); answers how long the
 * request took.
 */
async function pedirNombre(n: number, s: ServidorEnProceso = servidor) {
  const nameUser = `Invitado${n}`;
  const password = 'clave-invitado-1';
  const registro = await s.api('POST', '/user/register', { nameUser, password });
  expect(registro.status, JSON.stringify(registro.body)).toBe(201);
  const token = await s.entrar(nameUser, password);
  const inicio = Date.now();
  const r = await s.api('POST', '/user/change-name', { nameUser, newName: `Nuevo${n}` }, token);
  const ms = Date.now() - inicio;
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return ms;
}

describe('Web Push from a server process', () => {
  it('sends each notification encrypted (aes128gcm) and signed (VAPID) over trusted HTTPS', async () => {
    const res = await suscribir(servidor, '/ok/dueno');
    expect(res).toEqual({ status: 201, body: { message: M.suscrita } });
    const clave = (await servidor.api('GET', '/push/clave', undefined, dueno)).body
      .publicKey as string;

    await pedirNombre(1);
    const r = await push.recibida((x) => x.ruta === '/ok/dueno');
    expect(r, servidor.salida()).toBeDefined();
    expect(r?.cabeceras['content-encoding']).toBe('aes128gcm');
    expect(r?.cabeceras.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(r?.cabeceras.authorization).toContain(`k=${clave}`);
    expect(Number(r?.cabeceras.ttl)).toBeGreaterThan(0);
    // Encrypted: a record header (86 bytes) plus the ciphertext of the JSON.
    expect(r?.bytes).toBeGreaterThan(100);
    const inbox = await servidor.api('GET', '/notificaciones', undefined, dueno);
    expect(inbox.body.notificaciones).toEqual([
      expect.objectContaining({ texto: 'Invitado1 pidió cambiar su nombre a Nuevo1.' }),
    ]);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    expect((await suscribir(servidor, '/gone/dueno')).status).toBe(201);
    await pedirNombre(2);
    expect(await push.recibida((x) => x.ruta === '/gone/dueno')).toBeDefined();
    expect(await servidor.esperarSalida('web push: subscription gone, removed')).toBe(true);
    // The next notice reaches the other device only.
    await pedirNombre(3);
    expect(
      await push.recibida((x) => x.ruta === '/ok/dueno' && entregas('/ok/dueno') >= 3),
    ).toBeDefined();
    expect(entregas('/gone/dueno')).toBe(1);
  });

  it('deletes a subscription the push service no longer knows (404)', async () => {
    expect((await suscribir(servidor, '/noexiste/dueno')).status).toBe(201);
    const antes = entregas('/ok/dueno');
    await pedirNombre(10);
    expect(await push.recibida((x) => x.ruta === '/noexiste/dueno')).toBeDefined();
    await pedirNombre(11);
    expect(
      await push.recibida((x) => x.ruta === '/ok/dueno' && entregas('/ok/dueno') >= antes + 2),
    ).toBeDefined();
    expect(entregas('/noexiste/dueno')).toBe(1);
  });

  it('keeps a subscription whose push service fails (500), tries it each time, logs it once', async () => {
    const avisos = () =>
      servidor
        .salida()
        .split('\n')
        .filter((l) => l.includes('web push: delivery failed')).length;
    const antes = avisos();
    expect((await suscribir(servidor, '/falla/dueno')).status).toBe(201);
    for (const [i, n] of [12, 13, 14].entries()) {
      await pedirNombre(n);
      expect(
        await push.recibida((x) => x.ruta === '/falla/dueno' && entregas('/falla/dueno') > i),
      ).toBeDefined();
    }
    // Three notices, three tries, one warning (the first failure).
    expect(entregas('/falla/dueno')).toBe(3);
    expect(avisos()).toBe(antes + 1);
    expect(servidor.salida()).not.toContain("Right-hand side of 'instanceof'");
  });

  it('reaches a person from the first notice written after they subscribed', async () => {
    const nameUser = 'Invitado7';
    const password = 'clave-invitado-7';
    expect((await servidor.api('POST', '/user/register', { nameUser, password })).status).toBe(201);
    const token = await servidor.entrar(nameUser, password);
    /** The guest asks for a new name and the owner rejects it, which tells the guest. */
    const pedirYRechazar = async (newName: string) => {
      const r = await servidor.api('POST', '/user/change-name', { nameUser, newName }, token);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      const id = (r.body.solicitud as { id: number }).id;
      const no = await servidor.api(
        'PATCH',
        `/user/change-name/${id}`,
        { aprobado: false, motivo: 'No.' },
        dueno,
      );
      expect(no.status, JSON.stringify(no.body)).toBe(200);
    };
    // Told before subscribing: the notice is in the inbox, with no device to reach.
    await pedirYRechazar('Nuevo7a');
    expect((await suscribir(servidor, '/ok/invitado7', token)).status).toBe(201);
    await pedirYRechazar('Nuevo7b');
    // The notice written once the device was subscribed reaches it.
    expect(await push.recibida((x) => x.ruta === '/ok/invitado7'), servidor.salida()).toBeDefined();
    const inbox = await servidor.api('GET', '/notificaciones', undefined, token);
    expect(inbox.body.notificaciones).toEqual([
      expect.objectContaining({
        tipo: 'nombre.rechazado',
        texto: expect.stringMatching(/Nuevo7b/),
      }),
      expect.objectContaining({
        tipo: 'nombre.rechazado',
        texto: expect.stringMatching(/Nuevo7a/),
      }),
    ]);
  });

  it('never delays the action when the push service does not answer', async () => {
    expect((await suscribir(servidor, '/lento/dueno')).status).toBe(201);
    const ms = await pedirNombre(4);
    expect(await push.recibida((x) => x.ruta === '/lento/dueno')).toBeDefined();
    expect(ms).toBeLessThan(2000);
  });

  // Two processes can share only a PostgreSQL server (PGlite belongs to one process),
  // so this case exists only in the PostgreSQL pass of the suite.
  conPostgres?.('reaches a device subscribed through another server process', async () => {
    const otro = await iniciarServidorEnProceso(ENV_PUSH(push), servidor.baseDeDatos);
    try {
      expect((await suscribir(otro, '/ok/otro')).status).toBe(201);
      await pedirNombre(5);
      expect(await push.recibida((x) => x.ruta === '/ok/otro')).toBeDefined();
      // And a change made in the other process reaches the first device.
      const antes = entregas('/ok/dueno');
      await pedirNombre(6, otro);
      expect(
        await push.recibida((x) => x.ruta === '/ok/dueno' && entregas('/ok/dueno') > antes),
      ).toBeDefined();
    } finally {
      await otro.parar();
    }
  });
});

describe('a new request to be timed on the managers’ devices', () => {
  it('is pushed to a manager who turned notifications on (docs/reglas.md, Notifications 24.2)', async () => {
    expect((await suscribir(servidor, '/ok/peticiones')).status).toBe(201);
    const nameUser = 'PideTiempo1';
    const password = 'clave-pide-1';
    expect((await servidor.api('POST', '/user/register', { nameUser, password })).status).toBe(201);
    const todos = (await servidor.api('GET', '/user/all', undefined, dueno))
      .body as unknown as Array<{ id: number; username: string }>;
    const misiones = (await servidor.api('GET', '/misiones', undefined, dueno))
      .body as unknown as Array<{ id: number; mision: string }>;
    const id = todos.find((u) => u.username === nameUser)?.id;
    const misionId = misiones.find((m) => m.mision === 'Cocinero')?.id;
    expect((await servidor.api('PATCH', `/user/${id}/mision`, { misionId }, dueno)).status).toBe(
      200,
    );
    const token = await servidor.entrar(nameUser, password);
    expect((await servidor.api('POST', '/tiempos/peticiones', undefined, token)).status).toBe(201);
    expect(
      await push.recibida((x) => x.ruta === '/ok/peticiones'),
      servidor.salida(),
    ).toBeDefined();
    const inbox = await servidor.api('GET', '/notificaciones', undefined, dueno);
    expect(inbox.body.notificaciones).toEqual(
      expect.arrayContaining([expect.objectContaining({ texto: `${nameUser} pidió tiempo.` })]),
    );
  });
});
