import { afterAll, describe, expect, it } from 'vitest';
import { iniciarPushFalso } from '../apps/server/src/test/push-falso';
import { DUENO, iniciarServidor, type ServidorDePrueba } from './support/server';

/**
 * Web Push from the compiled server, as `npm start` runs it (docs/reglas.md,
 * Notifications 24.5): the bundle gives `web-push` as a default export only, where a
 * named import of its error class was undefined and no gone subscription was ever
 * removed. The local push service answers 410 on `/gone…` and 201 elsewhere; the server
 * trusts its certificate through NODE_EXTRA_CA_CERTS.
 */

const push = await iniciarPushFalso();
const parar: Array<() => Promise<unknown>> = [() => push.cerrar()];
afterAll(async () => {
  for (const p of parar.reverse()) await p().catch(() => {});
});

const entregas = (ruta: string) => push.recibidas.filter((r) => r.ruta === ruta).length;

/** A new guest asks for another name: the owner is told (and their devices with it). */
async function avisarAlDueno(servidor: ServidorDePrueba, n: number) {
  const nameUser = `Invitado${n}`;
  const password = 'clave-invitado-1';
  await servidor.api('POST', '/user/register', { nameUser, password });
  const { access_token: token } = await servidor.api<{ access_token: string }>(
    'POST',
    '/user/login',
    { nameUser, password },
  );
  await servidor.api('POST', '/user/change-name', { nameUser, newName: `Nuevo${n}` }, token);
}

describe('Web Push from the compiled server', () => {
  it('deletes a subscription the push service says is gone (410) and never sends to it again', async () => {
    const servidor = await iniciarServidor({
      PUSH_HOSTS: push.host,
      NODE_EXTRA_CA_CERTS: push.certificado,
      LOG_LEVEL: 'info',
    });
    parar.push(() => servidor.parar());
    const { access_token: dueno } = await servidor.api<{ access_token: string }>(
      'POST',
      '/user/login',
      { nameUser: DUENO.nameUser, password: DUENO.password },
    );
    for (const ruta of ['/ok/dueno', '/gone/dueno']) {
      await servidor.api('POST', '/push/suscripcion', push.suscripcion(ruta), dueno);
    }

    await avisarAlDueno(servidor, 1);
    expect(await push.recibida((r) => r.ruta === '/gone/dueno')).toBeDefined();
    expect(await push.recibida((r) => r.ruta === '/ok/dueno')).toBeDefined();
    // The next notices reach the device that is still there, and only it.
    for (const n of [2, 3]) {
      await avisarAlDueno(servidor, n);
      expect(
        await push.recibida((r) => r.ruta === '/ok/dueno' && entregas('/ok/dueno') >= n),
      ).toBeDefined();
    }
    expect(entregas('/gone/dueno')).toBe(1);
    expect(servidor.salida()).toContain('web push: subscription gone, removed');
    expect(servidor.salida()).not.toContain("Right-hand side of 'instanceof'");
  });
});
