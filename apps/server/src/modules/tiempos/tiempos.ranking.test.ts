import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appConPersonas, type Persona } from '../../test/personas';

const { t, h, gerente } = appConPersonas('gerente');
let a: Persona, b: Persona, c: Persona, d: Persona;

const H = 3600;

async function turno(usuario: string, segundos: number) {
  return (await h.turnoConfirmado(gerente.token, 'Gerente1', usuario, segundos)).id;
}

beforeAll(async () => {
  a = await t.crearUsuario('Ana', 5);
  b = await t.crearUsuario('Beto', 6);
  c = await t.crearUsuario('Carla', 4);
  d = await t.crearUsuario('Dani', 5);
  await turno('Ana', 3 * H);
  await turno('Beto', H);
  await turno('Carla', 2 * H);
  await turno('Carla', H);
  // Dani's only shift was confirmed last week.
  const viejo = await turno('Dani', 2 * H);
  await t.database.db.execute(sql`update tiempos set semana = semana - 7 where id = ${viejo}`);
});

describe('GET /tiempos/ranking', () => {
  it('ranks this week’s confirmed time, ties sharing a place, with totals and the caller’s place', async () => {
    const res = await t.como(b.token, { method: 'GET', url: '/api/tiempos/ranking' });
    expect(res.statusCode).toBe(200);
    const { ranking, mio, semana } = res.json();
    expect(semana).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ranking).toEqual([
      {
        posicion: 1,
        usuario: 'Ana',
        rango: 'Cocinero',
        segundos_semana: 3 * H,
        tiempo_semana: '3h 0m',
        segundos_total: 3 * H,
        tiempo_total: '3h 0m',
      },
      expect.objectContaining({
        posicion: 1,
        usuario: 'Carla',
        rango: 'Sub chef',
        segundos_semana: 3 * H,
      }),
      expect.objectContaining({ posicion: 3, usuario: 'Beto', tiempo_semana: '1h 0m' }),
      expect.objectContaining({
        posicion: null,
        usuario: 'Dani',
        segundos_semana: 0,
        tiempo_total: '2h 0m',
      }),
    ]);
    expect(mio).toEqual({
      posicion: 3,
      segundos_semana: H,
      tiempo_semana: '1h 0m',
      segundos_total: H,
      tiempo_total: '1h 0m',
    });
  });

  it('is for staff only', async () => {
    const invitado = await t.crearUsuario('Invitado1', 7);
    expect(
      (await t.como(invitado.token, { method: 'GET', url: '/api/tiempos/ranking' })).statusCode,
    ).toBe(403);
    expect((await t.como(null, { method: 'GET', url: '/api/tiempos/ranking' })).statusCode).toBe(
      401,
    );
    const propio = await t.como(gerente.token, { method: 'GET', url: '/api/tiempos/ranking' });
    expect(propio.json().mio).toMatchObject({ posicion: null, segundos_total: 0 });
  });
});

describe('GET /tiempos/mios', () => {
  it('gives the dashboard the caller’s week, pending credits and place', async () => {
    const res = await t.como(a.token, { method: 'GET', url: '/api/tiempos/mios' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      segundos_semana: 3 * H,
      tiempo_semana: '3h 0m',
      segundos_total: 3 * H,
      creditos_pendientes: 10,
      posicion: 1,
      participantes: 3,
    });
    const lista = await t.como(gerente.token, {
      method: 'GET',
      url: '/api/tiempos/calcular-creditos-confirmados',
    });
    const entrada = lista.json().resultados.find((r: { usuario: string }) => r.usuario === 'Ana');
    await h.post(gerente.token, 'marcar-pagado', { id: entrada.id });
    const despues = await t.como(a.token, { method: 'GET', url: '/api/tiempos/mios' });
    expect(despues.json()).toMatchObject({ creditos_pendientes: 0, segundos_semana: 3 * H });
    expect(
      (await t.como(d.token, { method: 'GET', url: '/api/tiempos/mios' })).json(),
    ).toMatchObject({
      segundos_semana: 0,
      segundos_total: 2 * H,
      posicion: null,
      creditos_pendientes: 7,
    });
    expect(c.id).toBeGreaterThan(0);
  });

  it('answers a guest with zeros', async () => {
    const invitado = await t.crearUsuario('Invitado2', 7);
    const res = await t.como(invitado.token, { method: 'GET', url: '/api/tiempos/mios' });
    expect(res.json()).toMatchObject({
      segundos_semana: 0,
      creditos_pendientes: 0,
      posicion: null,
    });
  });
});
