import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { conPostgres, crearAppDePrueba, type TestApp } from '../../test/app';
import { iniciarHabboFalso, type HabboFalso } from '../../test/habbo-falso';
import { ayudasTiempos } from '../../test/tiempos';
import { openDatabase } from '../../db/client';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

// Presence on the shift (docs/reglas.md, Habbo roster 35.9) against a local fake Habbo:
// the workers whose timer runs are read beside the server's work, and the list, the
// confirmation and the managers' report use what was read; unknown stays unknown.

let habbo: HabboFalso;
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
let reloj = new Date('2026-11-04T19:00:00Z'); // Wednesday 20:00 in Madrid
let chef: { id: number; token: string };
let dueno: { id: number; token: string };
const uniqueIds = new Map<string, string>();
const timers = new Map<string, number>();

const lista = async (token = chef.token) => {
  const res = await t.como(token, { method: 'GET', url: '/api/tiempos/all' });
  expect(res.statusCode).toBe(200);
  return res.json<{ tiempos: TiempoListado[] }>().tiempos;
};
const enHotel = async () => Object.fromEntries((await lista()).map((x) => [x.usuario, x.en_hotel]));
/** Lookups the fake received for one player (by id or by name). */
const lecturasDe = (nombre: string) =>
  habbo
    .rutas()
    .filter((r) => r.includes(uniqueIds.get(nombre) ?? '\0') || r.endsWith(`name=${nombre}`))
    .length;

beforeAll(async () => {
  habbo = await iniciarHabboFalso();
  t = await crearAppDePrueba(
    {
      HABBO_URL: habbo.url,
      HABBO_RPS: '50',
      HABBO_TIMEOUT_MS: '300',
      HABBO_PRESENCIA_MS: '40',
    },
    { reloj: () => reloj },
  );
  h = ayudasTiempos(t);
  dueno = await t.crearUsuario('Duena', 0);
  chef = await t.crearUsuario('ChefP', 3);
  const jugadores: [string, Parameters<HabboFalso['jugador']>[0] | null, boolean][] = [
    ['Conectado', { name: 'Conectado', online: true }, true],
    ['Desconectado', { name: 'Desconectado', online: false }, true],
    ['Escondido', { name: 'Escondido', online: true, estadoOculto: true }, true],
    ['PorNombre', { name: 'PorNombre', online: true }, false],
    ['Fantasma', null, false],
  ];
  for (const [nombre, jugador, verificado] of jugadores) {
    const { id } = await t.crearUsuario(nombre, 5);
    if (jugador) {
      const j = habbo.jugador(jugador);
      if (verificado) {
        uniqueIds.set(nombre, j.uniqueId);
        await t.database.db.execute(
          sql`update usuarios set habbo_unique_id = ${j.uniqueId} where id = ${id}`,
        );
      }
    }
    timers.set(nombre, await h.iniciar(chef.token, 'ChefP', nombre));
  }
});

describe('presence on the shift', () => {
  it('reads the running timers’ workers and lists en_hotel: true, false or null (unknown)', async () => {
    // Everyone was read (the missing one last)...
    await vi.waitFor(() => expect(habbo.rutas()).toContain('/api/public/users?name=Fantasma'), {
      timeout: 5000,
      interval: 50,
    });
    // ...and the list says what was read.
    await vi.waitFor(
      async () =>
        expect(await enHotel()).toEqual({
          Conectado: true,
          Desconectado: false,
          Escondido: null,
          PorNombre: true,
          Fantasma: null,
        }),
      { timeout: 5000, interval: 50 },
    );
    // Read by permanent id when verified, by name otherwise; the missing one was asked for.
    expect(habbo.rutas()).toContain(`/api/public/users/${uniqueIds.get('Conectado')}`);
    expect(habbo.rutas()).toContain('/api/public/users?name=PorNombre');
    expect(habbo.rutas()).toContain('/api/public/users?name=Fantasma');
  });

  it('reads each person at most once every two minutes, however often it sweeps', async () => {
    const antes = lecturasDe('Desconectado');
    expect(antes).toBe(1);
    habbo.conectar('Desconectado', true);
    // A minute later nobody is read again yet: the list still says what was read.
    reloj = new Date(reloj.getTime() + 60_000);
    expect((await enHotel()).Desconectado).toBe(false);
    reloj = new Date(reloj.getTime() + 61_000);
    await vi.waitFor(async () => expect((await enHotel()).Desconectado).toBe(true), {
      timeout: 5000,
      interval: 50,
    });
    expect(lecturasDe('Desconectado')).toBe(2);
    habbo.conectar('Desconectado', false);
    reloj = new Date(reloj.getTime() + 121_000);
    await vi.waitFor(async () => expect((await enHotel()).Desconectado).toBe(false), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('keeps en_hotel_al_confirmar and counts the offline ones in the managers’ report', async () => {
    const confirmar = async (nombre: string) => {
      const res = await h.post(chef.token, 'confirmar', { id: timers.get(nombre) });
      expect(res.statusCode, res.body).toBe(200);
    };
    for (const nombre of ['Conectado', 'Desconectado', 'Escondido']) await confirmar(nombre);
    const filas = await h.filas<{ usuario: string; en_hotel: boolean | null }>(
      sql`select u.username as usuario, t.en_hotel_al_confirmar as en_hotel
          from tiempos t join usuarios u on u.id = t.usuario_id
          where t.estado = 'confirmado' order by u.username`,
    );
    expect(filas).toEqual([
      { usuario: 'Conectado', en_hotel: true },
      { usuario: 'Desconectado', en_hotel: false },
      { usuario: 'Escondido', en_hotel: null },
    ]);
    const informe = await t.como(dueno.token, { method: 'GET', url: '/api/encargados/informe' });
    expect(informe.statusCode).toBe(200);
    const fila = informe
      .json<{ encargados: { usuario: string; cifras: Record<string, number> }[] }>()
      .encargados.find((e) => e.usuario === 'ChefP');
    // Only the worker Habbo showed offline counts; the hidden one is unknown.
    expect(fila?.cifras.sin_conexion).toBe(1);
  });

  it('ages a reading into unknown when Habbo stops answering', async () => {
    habbo.modo('500');
    reloj = new Date(reloj.getTime() + 6 * 60_000);
    const ahora = await enHotel();
    expect(ahora).toEqual({ PorNombre: null, Fantasma: null });
    habbo.modo('normal');
  });

  it('reads nobody whose timer is paused', async () => {
    reloj = new Date(reloj.getTime() + 121_000);
    await vi.waitFor(async () => expect((await enHotel()).PorNombre).toBe(true), {
      timeout: 5000,
      interval: 50,
    });
    const res = await h.post(chef.token, 'pausar', { id: timers.get('PorNombre') });
    expect(res.statusCode, res.body).toBe(200);
    // A sweep that listed the running timers before the pause may still read PorNombre:
    // let two more sweeps end (Fantasma read twice more: one sweep runs at a time) before
    // counting.
    for (let i = 0; i < 2; i++) {
      reloj = new Date(reloj.getTime() + 3 * 60_000);
      const previas = lecturasDe('Fantasma');
      await vi.waitFor(() => expect(lecturasDe('Fantasma')).toBeGreaterThan(previas), {
        timeout: 5000,
        interval: 50,
      });
    }
    const antes = lecturasDe('PorNombre');
    reloj = new Date(reloj.getTime() + 3 * 60_000);
    // Fantasma's timer still runs: once it is read again, the sweep has passed PorNombre by.
    const fantasma = lecturasDe('Fantasma');
    await vi.waitFor(() => expect(lecturasDe('Fantasma')).toBeGreaterThan(fantasma), {
      timeout: 5000,
      interval: 50,
    });
    expect(lecturasDe('PorNombre')).toBe(antes);
  });
});

conPostgres?.('two processes on one PostgreSQL read each worker once', async () => {
  const otro = await iniciarHabboFalso();
  const JWT_SECRET = randomBytes(32).toString('hex');
  const env = { HABBO_URL: otro.url, HABBO_RPS: '50', HABBO_PRESENCIA_MS: '20', JWT_SECRET };
  const a = await crearAppDePrueba(env);
  const encargado = await a.crearUsuario('ChefDoble', 3);
  const ha = ayudasTiempos(a);
  const { rows } = (await a.database.db.execute(
    sql`select current_database() as nombre`,
  )) as unknown as { rows: { nombre: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.nombre}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const b = await buildApp({
    config: loadConfig({ ...env, WEB_DIST: '/nonexistent' }),
    database,
    jwtSecret: JWT_SECRET,
  });
  await b.ready();
  try {
    for (let i = 0; i < 6; i++) {
      await a.crearUsuario(`Doble${i}`, 5);
      otro.jugador({ name: `Doble${i}`, online: true });
      await ha.iniciar(encargado.token, 'ChefDoble', `Doble${i}`);
    }
    await vi.waitFor(
      async () => {
        const res = await a.como(encargado.token, { method: 'GET', url: '/api/tiempos/all' });
        const filas = res.json<{ tiempos: TiempoListado[] }>().tiempos;
        expect(filas.map((f) => f.en_hotel)).toEqual(Array(6).fill(true));
      },
      { timeout: 5000, interval: 50 },
    );
    // Both processes swept many times; each worker was read once between them.
    expect(otro.llamadas()).toBe(6);
  } finally {
    await b.close();
    await database.close();
    await otro.cerrar();
  }
});
