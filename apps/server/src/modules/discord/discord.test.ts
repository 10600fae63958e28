import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Ctx } from '../../lib/context';
import { crearAppDePrueba, type TestApp } from '../../test/app';
import { escuchar, type Escucha } from '../../test/escucha-tcp';
import { ayudasTiempos } from '../../test/tiempos';
import { escaparMarkdown } from './discord.mensajes';
import { proximoEn } from './discord.repository';
import { programarMensajes } from './discord.service';

// What is queued for Discord and when (docs/reglas.md, Discord 31.1–31.4), in process:
// delivery over HTTPS is tried on a real server process (discord.proceso.test.ts). Here
// the allowed "Discord" is a plain TCP listener that only counts connections.

let reloj = new Date('2026-11-16T10:00:00Z'); // Monday 11:00 in Madrid
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
let permitido: Escucha;
/** A host outside DISCORD_HOSTS: a listener that must never hear from the server. */
let fuera: Escucha;
let dueno: { id: number; token: string };
let gerente: { id: number; token: string };
let chef: { id: number; token: string };
let env: Record<string, string>;

const ajustar = (payload: object) =>
  t.como(dueno.token, { method: 'PATCH', url: '/api/ajustes', payload });
const envios = () =>
  h.filas<{
    evento: string;
    clave: string | null;
    contenido: string;
    abandonado: boolean;
    error: string | null;
  }>(
    sql`select evento, clave, contenido, abandonado_en is not null as abandonado, ultimo_error as error
          from discord_envios order by id`,
  );

beforeAll(async () => {
  permitido = await escuchar(0);
  fuera = await escuchar(0);
  env = { DISCORD_HOSTS: `127.0.0.1:${permitido.port}` };
  t = await crearAppDePrueba(env, { reloj: () => reloj });
  h = ayudasTiempos(t);
  dueno = await t.crearUsuario('Duena', 0);
  gerente = await t.crearUsuario('Gerente1', 2);
  chef = await t.crearUsuario('Chef1', 3);
});

afterAll(async () => {
  await permitido.cerrar();
  await fuera.cerrar();
});

describe('Discord settings', () => {
  it('keep the webhook out of every answer and of the audit trail', async () => {
    const url = `https://127.0.0.1:${permitido.port}/api/webhooks/123/secreto-XYZ9`;
    const res = await ajustar({ discord_webhook: url, discord_eventos: ['despidos'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      discord_webhook_final: 'XYZ9',
      discord_eventos: ['despidos'],
    });
    expect(res.body).not.toContain('secreto');
    const get = await t.como(dueno.token, { method: 'GET', url: '/api/ajustes' });
    expect(get.json().discord_webhook_final).toBe('XYZ9');
    expect(get.body).not.toContain('secreto');
    const filas = await h.filas<{ texto: string }>(
      sql`select antes::text || despues::text as texto from auditoria where tipo = 'ajustes'`,
    );
    expect(filas.map((f) => f.texto).join()).not.toContain('secreto');
    expect(filas.map((f) => f.texto).join()).toContain('XYZ9');
    // Only the owner reads or sets it; removing it takes an empty text.
    expect(
      (
        await t.como(gerente.token, {
          method: 'PATCH',
          url: '/api/ajustes',
          payload: { discord_webhook: '' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses hosts outside DISCORD_HOSTS, other ports, plain HTTP and anything but a webhook path', async () => {
    for (const url of [
      `https://localhost:${permitido.port}/api/webhooks/1/a`,
      `https://127.0.0.1:${fuera.port}/api/webhooks/1/a`,
      `http://127.0.0.1:${permitido.port}/api/webhooks/1/a`,
      `https://user:pw@127.0.0.1:${permitido.port}/api/webhooks/1/a`,
      `https://127.0.0.1:${permitido.port}/api/users/@me`,
      `https://127.0.0.1:${permitido.port}/api/webhooks/1/a?wait=true`,
      `https://127.0.0.1:${permitido.port}/api/webhooks/1/a?`,
      `https://127.0.0.1:${permitido.port}/api/webhooks/1/a#x`,
      `https://127.0.0.1:${permitido.port}/api/webhooks/1/a#`,
      `https://127.0.0.1:${permitido.port}/api/webhooks/1/a?#`,
      'https://discord.com/api/webhooks/1/a',
      'no es una dirección',
    ]) {
      const r = await ajustar({ discord_webhook: url });
      expect([r.statusCode, r.json().message], url).toEqual([
        400,
        'Esa dirección no es un webhook de Discord permitido.',
      ]);
    }
    const eventos = await ajustar({ discord_eventos: ['despidos', 'despidos'] });
    expect(eventos.statusCode).toBe(400);
  });
});

describe('what is queued', () => {
  it('a dismissal when chosen, with names that cannot format or mention', async () => {
    const w = await t.crearUsuario('Cocinero_1', 5);
    const res = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: 'Cocinero_1', motivo: 'Faltas' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(w.id).toBeGreaterThan(0);
    expect((await envios()).at(-1)).toMatchObject({
      evento: 'despidos',
      contenido:
        'Despido: **Cocinero\\_1** (Cocinero) ya no forma parte del personal. Registrado por Gerente1.',
    });
    expect(escaparMarkdown('@everyone *x* [a](b)')).toBe('@everyone \\*x\\* \\[a\\]\\(b\\)');
  });

  it('nothing for an event the owner did not choose (a promotion here)', async () => {
    const antes = (await envios()).length;
    const w = await t.crearUsuario('Cocinero2', 5);
    const [m] = await h.filas<{ id: number }>(
      sql`select id from misiones where mision = 'Sub chef'`,
    );
    const p = await t.como(dueno.token, {
      method: 'POST',
      url: '/api/ascensos',
      payload: { usuario: 'Cocinero2', mision: m?.id, motivo: 'Bien' },
    });
    const id = p.json().ascenso.id as number;
    expect(
      (
        await t.como(dueno.token, {
          method: 'PATCH',
          url: `/api/ascensos/${id}`,
          payload: { aprobado: true },
        })
      ).statusCode,
    ).toBe(200);
    expect((await envios()).length).toBe(antes);
    expect(w.id).toBeGreaterThan(0);
  });

  it('on Monday, the worker of the week just closed and its pay summary, once', async () => {
    // A shift of 2 h 30 m confirmed on Wednesday 2026-11-11.
    const w = await t.crearUsuario('Estrella', 5);
    reloj = new Date('2026-11-11T19:00:00Z');
    const id = await h.iniciar(chef.token, 'Chef1', 'Estrella');
    reloj = new Date('2026-11-11T21:30:00Z');
    expect((await h.post(chef.token, 'confirmar', { id, confirmado: true })).statusCode).toBe(200);
    expect(w.id).toBeGreaterThan(0);
    expect(
      (await ajustar({ discord_eventos: ['trabajador_semana', 'resumen_paga'] })).statusCode,
    ).toBe(200);
    const ctx = {
      db: t.database.db,
      config: loadConfig(env),
      reloj: () => reloj,
    } as unknown as Ctx;
    // Not on Sunday.
    reloj = new Date('2026-11-15T20:00:00Z');
    expect(await programarMensajes(ctx)).toBe(0);
    reloj = new Date('2026-11-16T10:00:00Z');
    expect(await programarMensajes(ctx)).toBe(2);
    expect(await programarMensajes(ctx)).toBe(0);
    const filas = (await envios()).filter((e) => e.clave);
    expect(filas.map((f) => [f.clave, f.contenido])).toEqual([
      [
        'trabajador_semana:2026-11-09',
        '🏆 Trabajador de la semana del 09/11/2026 al 15/11/2026: **Estrella** (Cocinero), con 2h 30m confirmadas.',
      ],
      [
        'resumen_paga:2026-11-09',
        '💰 Paga de la semana del 09/11/2026 al 15/11/2026: 7 créditos para 1 persona (1 turno, 2h 30m confirmadas).',
      ],
    ]);
  });

  it('gives a message up, without connecting, when the stored webhook is no longer allowed', async () => {
    await t.database.db.execute(
      sql`update ajustes set valor = ${JSON.stringify(`https://127.0.0.1:${fuera.port}/api/webhooks/9/fuera`)}::jsonb
          where clave = 'discord_webhook'`,
    );
    expect((await ajustar({ discord_eventos: ['despidos'] })).statusCode).toBe(200);
    await t.crearUsuario('Cocinero3', 5);
    const res = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: 'Cocinero3', motivo: 'Faltas' },
    });
    expect(res.statusCode).toBe(201);
    // Waits for the sender to have handled it (a condition, not a delay).
    for (let i = 0; i < 100; i++) {
      const ultimo = (await envios()).at(-1);
      if (ultimo?.abandonado) break;
      await new Promise((ok) => setTimeout(ok, 50));
    }
    expect((await envios()).at(-1)).toMatchObject({
      abandonado: true,
      error: 'Webhook de Discord ausente o no permitido.',
    });
    expect(fuera.conexiones).toBe(0);
  });
});

describe('the wait for the next attempt (Discord 31.4)', () => {
  it('is none while nothing waits, so an idle server leaves the database alone', async () => {
    const vacia = await crearAppDePrueba(env);
    const db = vacia.database.db;
    expect(await proximoEn(db)).toBeNull();
    await db.execute(
      sql`insert into discord_envios (evento, contenido, siguiente_intento)
          values ('prueba', 'Hola', now() + interval '1 minute')`,
    );
    const ms = await proximoEn(db);
    expect(ms).toBeGreaterThan(55_000);
    expect(ms).toBeLessThanOrEqual(60_000);
    await db.execute(sql`update discord_envios set enviado_en = now()`);
    expect(await proximoEn(db)).toBeNull();
  });
});
