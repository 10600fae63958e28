import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba } from '../../test/app';
import { appConPersonas } from '../../test/personas';

/**
 * Hot reads are kept between requests while the database is unchanged
 * (lib/lecturas.ts). These check, as a client sees it, that every committed write shows
 * at once, including writes the app did not make (another process, psql, a script).
 */
const { t } = appConPersonas();
let duena: string;

beforeAll(async () => {
  duena = (await t.crearUsuario('Duena', 0)).token;
});

const get = (url: string) => t.como(duena, { method: 'GET', url });
const nombres = async () =>
  ((await get('/api/user/all')).json() as { username: string }[]).map((u) => u.username);

describe('kept reads', () => {
  it('answers the same twice while nothing changes', async () => {
    const primera = await get('/api/user/all');
    const segunda = await get('/api/user/all');
    expect(segunda.statusCode).toBe(200);
    expect(segunda.json()).toEqual(primera.json());
  });

  it('shows an account created outside the app at once', async () => {
    expect(await nombres()).not.toContain('Externo1');
    await t.crearUsuario('Externo1', 5); // straight into the database
    expect(await nombres()).toContain('Externo1');
  });

  it('shows a change made with plain SQL at once in a profile', async () => {
    const antes = (await get('/api/user/perfil/Externo1')).json() as {
      habbo_avatar_url: string | null;
    };
    expect(antes.habbo_avatar_url).not.toBe('https://example.org/cambiado.png');
    await t.database.db.execute(
      sql`update usuarios set habbo_avatar_url = 'https://example.org/cambiado.png' where username = 'Externo1'`,
    );
    const despues = (await get('/api/user/perfil/Externo1')).json() as {
      habbo_avatar_url: string;
    };
    expect(despues.habbo_avatar_url).toBe('https://example.org/cambiado.png');
  });

  it('shows a timer started by another client in the next list', async () => {
    const gerente = await t.crearUsuario('Gerente1', 2);
    await t.crearUsuario('Cocinero1', 5);
    const lista = async () =>
      ((await get('/api/tiempos/all')).json() as { tiempos: { usuario: string }[] }).tiempos;
    expect(await lista()).toEqual([]);
    const res = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/tiempos/log',
      payload: { encargado: 'Gerente1', usuario: 'Cocinero1' },
    });
    expect(res.statusCode).toBe(201);
    expect((await lista()).map((x) => x.usuario)).toEqual(['Cocinero1']);
  });

  it('never shows a profile that no longer exists', async () => {
    expect((await get('/api/user/perfil/Externo1')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update usuarios set username = 'Renombrado1' where username = 'Externo1'`,
    );
    const res = await get('/api/user/perfil/Externo1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Usuario no encontrado.' });
  });

  it('never sends one caller an answer kept for another', async () => {
    const ana = await t.crearUsuario('Ana1', 5);
    const beto = await t.crearUsuario('Beto1', 5);
    const propio = await t.como(ana.token, { method: 'GET', url: '/api/user/perfil/Ana1' });
    expect(propio.statusCode).toBe(200);
    expect(propio.json()).toMatchObject({ username: 'Ana1' });
    // Same route, same name, nothing written in between: still refused to someone else.
    const ajeno = await t.como(beto.token, { method: 'GET', url: '/api/user/perfil/Ana1' });
    expect(ajeno.statusCode).toBe(403);
  });

  it('keeps each query apart', async () => {
    const lista = (query: string) =>
      get(`/api/tiempos/calcular-creditos-confirmados${query}`).then(
        (r) => r.json() as { semana: string; resultados: { semana: string }[] },
      );
    const actual = await lista('');
    const antigua = await lista('?semana=2020-01-06');
    expect(antigua.resultados).toEqual([]);
    expect((await lista('')).semana).toBe(actual.semana);
    expect(await lista('?semana=2020-01-06')).toEqual(antigua);
  });
});

describe('kept answers sent compressed', () => {
  const lista = (acepta?: string) =>
    t.como(duena, {
      method: 'GET',
      url: '/api/user/all',
      headers: acepta ? { 'accept-encoding': acepta } : {},
    });

  it('go in Brotli, else gzip, to a client that accepts it, with the same content', async () => {
    for (let i = 0; i < 10; i++) await t.crearUsuario(`Comprimido${i}`, 5);
    const plana = await lista();
    expect(plana.headers['content-encoding']).toBeUndefined();
    expect(plana.body.length).toBeGreaterThan(1024);
    // The first request makes the answer, the second is served from the kept one.
    for (let vez = 0; vez < 2; vez++) {
      const br = await lista('gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      expect(br.rawPayload.length).toBeLessThan(plana.body.length / 3);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plana.json());

      const gz = await lista('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plana.json());
    }
  });

  it('go as they are to a client that refuses every encoding, and when they are small', async () => {
    const sinCodificar = await lista('br;q=0, gzip;q=0');
    expect(sinCodificar.headers['content-encoding']).toBeUndefined();
    expect(sinCodificar.json()).toEqual((await lista()).json());

    const perfil = await t.como(duena, {
      method: 'GET',
      url: '/api/user/perfil/Duena',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(perfil.statusCode).toBe(200);
    expect(perfil.headers['content-encoding']).toBeUndefined();
    expect(perfil.json()).toMatchObject({ username: 'Duena' });
  });
});

describe('kept answers that follow the clock', () => {
  it('answer about the new pay week as soon as it starts, with no write in between', async () => {
    // Madrid: the pay week of Monday 5 January 2026 ends at 23:00 UTC on Sunday the 11th.
    let ahora = new Date('2026-01-11T22:59:30Z');
    const app = await crearAppDePrueba({}, { reloj: () => ahora });
    const { token } = await app.crearUsuario('DuenaReloj', 0);
    const semana = async (url: string) =>
      ((await app.como(token, { method: 'GET', url })).json() as { semana: string }).semana;
    for (const url of ['/api/tiempos/ranking', '/api/tiempos/calcular-creditos-confirmados']) {
      expect(await semana(url)).toBe('2026-01-05');
      expect(await semana(url)).toBe('2026-01-05');
    }
    ahora = new Date('2026-01-11T23:00:00Z');
    for (const url of ['/api/tiempos/ranking', '/api/tiempos/calcular-creditos-confirmados']) {
      expect(await semana(url)).toBe('2026-01-12');
    }
  });

  it('show visitors the worker of the week just closed as soon as the new pay week starts', async () => {
    let ahora = new Date('2026-01-11T22:59:30Z');
    const app = await crearAppDePrueba({}, { reloj: () => ahora });
    const semana = async () => {
      const res = await app.app.inject({ method: 'GET', url: '/api/publico/destacados' });
      expect(res.statusCode).toBe(200);
      return (res.json() as { semana: string }).semana;
    };
    expect(await semana()).toBe('2025-12-29');
    expect(await semana()).toBe('2025-12-29');
    ahora = new Date('2026-01-11T23:00:00Z');
    expect(await semana()).toBe('2026-01-05');
  });
});
