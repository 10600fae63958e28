import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_PRUEBA_DISCORD as MP } from '@mchabbo/shared/ajustes/contratos';
import { iniciarDiscordFalso, type DiscordFalso } from '../../test/discord-falso';
import {
  DUENO_PROCESO,
  iniciarServidorEnProceso,
  type ServidorEnProceso,
} from '../../test/servidor-proceso';

// Discord as it runs in production (docs/reglas.md, Discord 31.1–31.4): the real server in
// its own process posts to a local fake Discord over HTTPS, whose certificate it trusts
// only through NODE_EXTRA_CA_CERTS, with DISCORD_HOSTS=127.0.0.1:<its port>. Nothing
// leaves the machine.

let discord: DiscordFalso;
let servidor: ServidorEnProceso;
let dueno: string;
let n = 0;

beforeAll(async () => {
  discord = await iniciarDiscordFalso();
  servidor = await iniciarServidorEnProceso({
    DISCORD_HOSTS: discord.host,
    NODE_EXTRA_CA_CERTS: discord.certificado,
    LOG_LEVEL: 'info',
  });
  dueno = await servidor.entrar(DUENO_PROCESO.nameUser, DUENO_PROCESO.password);
}, 120_000);

afterAll(async () => {
  await servidor?.parar();
  await discord?.cerrar();
});

const ajustar = (payload: object) => servidor.api('PATCH', '/ajustes', payload, dueno);

/** A new account `<prefijo><n>` made a Cocinero by the owner; answers its name. */
async function cocinero(prefijo: string) {
  const nameUser = `${prefijo}${++n}`;
  const r = await servidor.api('POST', '/user/register', {
    nameUser,
    password: 'clave-cocinero-1',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const todos = (await servidor.api('GET', '/user/all', undefined, dueno))
    .body as unknown as Array<{
    id: number;
    username: string;
  }>;
  const id = todos.find((u) => u.username === nameUser)?.id;
  const misiones = (await servidor.api('GET', '/misiones', undefined, dueno))
    .body as unknown as Array<{
    id: number;
    mision: string;
  }>;
  const mision = misiones.find((m) => m.mision === 'Cocinero')?.id;
  expect(
    (await servidor.api('PATCH', `/user/${id}/mision`, { misionId: mision }, dueno)).status,
  ).toBe(200);
  return { nameUser, misiones };
}

/** Dismisses a new Cocinero; answers how long the dismissal took. */
async function despedir(prefijo: string) {
  const { nameUser } = await cocinero(prefijo);
  const inicio = Date.now();
  const r = await servidor.api('POST', '/despido', { usuario: nameUser, motivo: 'Faltas' }, dueno);
  const ms = Date.now() - inicio;
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { nameUser, ms };
}

const deRuta = (ruta: string) => discord.recibidos.filter((m) => m.ruta === ruta);

describe('Discord from a server process', () => {
  it('refuses a webhook outside DISCORD_HOSTS and shows a stored one by its last 4 characters', async () => {
    for (const url of [
      'https://discord.com/api/webhooks/1/abc',
      `http://${discord.host}/api/webhooks/1/abc`,
      `${discord.url}/otra/cosa`,
    ]) {
      const r = await ajustar({ discord_webhook: url });
      expect([r.status, r.body.message], url).toEqual([
        400,
        'Esa dirección no es un webhook de Discord permitido.',
      ]);
    }
    const ok = await ajustar({
      discord_webhook: `${discord.url}/api/webhooks/1/ok`,
      discord_eventos: ['ascensos', 'despidos'],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.discord_webhook_final).toBe('1/ok');
    expect(JSON.stringify(ok.body)).not.toContain(discord.url);
  });

  it('posts an approved promotion and a dismissal once they commit, in Spanish, with no mentions', async () => {
    const { nameUser, misiones } = await cocinero('Ascendido');
    const subChef = misiones.find((m) => m.mision === 'Sub chef')?.id;
    const p = await servidor.api(
      'POST',
      '/ascensos',
      { usuario: nameUser, mision: subChef, motivo: 'Bien' },
      dueno,
    );
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    const id = (p.body.ascenso as { id: number }).id;
    expect((await servidor.api('PATCH', `/ascensos/${id}`, { aprobado: true }, dueno)).status).toBe(
      200,
    );
    const m = await discord.recibido((x) => (x.cuerpo.content ?? '').includes(nameUser));
    expect(m, servidor.salida()).toBeDefined();
    expect(m?.ruta).toBe('/api/webhooks/1/ok');
    expect(m?.cuerpo).toEqual({
      content: `🎉 Ascenso: **${nameUser}** pasa de Cocinero a **Sub chef**. Aprobado por Dueno.`,
      username: 'McHabbo',
      allowed_mentions: { parse: [] },
    });
    const { nameUser: despedido } = await despedir('Despedido');
    const d = await discord.recibido((x) => (x.cuerpo.content ?? '').includes(despedido));
    expect(d?.cuerpo.content).toBe(
      `Despido: **${despedido}** (Cocinero) ya no forma parte del personal. Registrado por Dueno.`,
    );
  });

  it('retries a failed post with back-off, and waits as long as a 429 asks', async () => {
    expect((await ajustar({ discord_webhook: `${discord.url}/api/webhooks/2/falla` })).status).toBe(
      200,
    );
    const { nameUser } = await despedir('Reintento');
    const segundo = await discord.recibido(
      (x) => x.ruta === '/api/webhooks/2/falla' && deRuta('/api/webhooks/2/falla').length >= 2,
      20_000,
    );
    expect(segundo, servidor.salida()).toBeDefined();
    expect(deRuta('/api/webhooks/2/falla').map((x) => x.cuerpo.content)).toEqual([
      expect.stringContaining(nameUser),
      expect.stringContaining(nameUser),
    ]);
    expect(await servidor.esperarSalida('discord: delivery failed, will retry')).toBe(true);

    expect(
      (await ajustar({ discord_webhook: `${discord.url}/api/webhooks/3/limite` })).status,
    ).toBe(200);
    await despedir('Limite');
    expect(
      await discord.recibido(
        (x) => x.ruta === '/api/webhooks/3/limite' && deRuta('/api/webhooks/3/limite').length >= 2,
        10_000,
      ),
    ).toBeDefined();
  }, 40_000);

  it('never delays the action when Discord does not answer', async () => {
    expect((await ajustar({ discord_webhook: `${discord.url}/api/webhooks/4/lento` })).status).toBe(
      200,
    );
    const { nameUser, ms } = await despedir('Lento');
    expect(
      await discord.recibido(
        (x) => x.ruta === '/api/webhooks/4/lento' && (x.cuerpo.content ?? '').includes(nameUser),
      ),
    ).toBeDefined();
    expect(ms).toBeLessThan(2000);
  });

  it('"Enviar prueba" posts a test now and says in words what Discord answered (31.5)', async () => {
    const probar = () => servidor.api('POST', '/ajustes/discord/prueba', undefined, dueno);
    expect((await ajustar({ discord_webhook: '' })).status).toBe(200);
    const sin = await probar();
    expect([sin.status, sin.body.message]).toEqual([409, MP.sinWebhook]);

    expect(
      (await ajustar({ discord_webhook: `${discord.url}/api/webhooks/5/prueba` })).status,
    ).toBe(200);
    const ok = await probar();
    expect([ok.status, ok.body]).toEqual([200, { enviado: true, message: MP.enviado }]);
    expect(deRuta('/api/webhooks/5/prueba').map((m) => m.cuerpo)).toEqual([
      {
        content: 'Mensaje de prueba de McHabbo: los avisos de Discord llegan a este canal.',
        username: 'McHabbo',
        allowed_mentions: { parse: [] },
      },
    ]);

    expect(
      (await ajustar({ discord_webhook: `${discord.url}/api/webhooks/6/noexiste` })).status,
    ).toBe(200);
    const borrado = await probar();
    expect([borrado.status, borrado.body]).toEqual([
      200,
      { enviado: false, message: MP.desconocido(404) },
    ]);

    expect((await ajustar({ discord_webhook: `${discord.url}/api/webhooks/7/lento` })).status).toBe(
      200,
    );
    const lento = await probar();
    expect([lento.status, lento.body]).toEqual([200, { enviado: false, message: MP.sinRespuesta }]);
    // Only a signed-in owner tests it (the permission matrix checks every other level).
    expect((await servidor.api('POST', '/ajustes/discord/prueba')).status).toBe(401);
  }, 30_000);
});
