import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type TestApp } from '../../test/app';
import { ayudasTiempos } from '../../test/tiempos';

// The statistics' series on seeded data (docs/reglas.md, Statistics 29.1–29.5), with the
// clock the server reads set by the test: "now" is Wednesday 2026-11-18 (Madrid).

let reloj = new Date('2026-11-18T12:00:00Z');
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
let dueno: { id: number; token: string };
let gerente: { id: number; token: string };
let chef: { id: number; token: string };
let n = 0;

/** A shift of a new worker of `mision`, timed by the chef from `inicio` to `fin`, confirmed. */
async function turno(mision: string, inicio: string, fin: string) {
  const nombre = `Trabajador${++n}`;
  const w = await t.crearUsuario(nombre, 5);
  await h.darMision(w.id, mision);
  reloj = new Date(inicio);
  const id = await h.iniciar(chef.token, 'Chef1', nombre);
  reloj = new Date(fin);
  const res = await h.post(chef.token, 'confirmar', { id, confirmado: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const pedir = (token: string, query = '') =>
  t.como(token, { method: 'GET', url: `/api/estadisticas${query}` });

beforeAll(async () => {
  t = await crearAppDePrueba({}, { reloj: () => reloj });
  h = ayudasTiempos(t);
  dueno = await t.crearUsuario('Duena', 0);
  gerente = await t.crearUsuario('Gerente1', 2);
  chef = await t.crearUsuario('Chef1', 3);
  // Week of 2026-11-02: one hour of cleaning on Wednesday 20:00–21:00 in Madrid, then paid.
  await turno('Personal de limpieza', '2026-11-04T19:00:00Z', '2026-11-04T20:00:00Z');
  const [pago] = await h.filas<{ id: number }>(
    sql`select id from pagos where semana = '2026-11-02'`,
  );
  reloj = new Date('2026-11-10T12:00:00Z');
  const pagar = await t.como(gerente.token, {
    method: 'POST',
    url: '/api/tiempos/marcar-pagado',
    payload: { id: pago?.id },
  });
  expect(pagar.statusCode, pagar.body).toBe(200);
  // Week of 2026-11-09, Monday: kitchen 20:00–22:00 and service 20:30–22:00 in Madrid.
  await turno('Cocinero', '2026-11-09T19:00:00Z', '2026-11-09T21:00:00Z');
  await turno('Meseros', '2026-11-09T19:30:00Z', '2026-11-09T21:00:00Z');
  reloj = new Date('2026-11-18T12:00:00Z');
});

describe('GET /estadisticas', () => {
  it('answers confirmed hours per week and area, and credits paid and pending per week', async () => {
    const res = await pedir(gerente.token, '?semanas=3');
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json();
    expect(e.horas_por_area).toEqual([
      { semana: '2026-11-02', cocina: 0, servicios: 0, limpieza: 1, direccion: 0 },
      { semana: '2026-11-09', cocina: 2, servicios: 1.5, limpieza: 0, direccion: 0 },
      { semana: '2026-11-16', cocina: 0, servicios: 0, limpieza: 0, direccion: 0 },
    ]);
    // Cleaning 1 h pays 4 (paid); kitchen 2 h pays 7 and service 1 h 30 m pays 5 (pending).
    expect(e.creditos_por_semana).toEqual([
      { semana: '2026-11-02', pagados: 4, pendientes: 0 },
      { semana: '2026-11-09', pagados: 0, pendientes: 12 },
      { semana: '2026-11-16', pagados: 0, pendientes: 0 },
    ]);
    expect((await pedir(gerente.token)).json().horas_por_area).toHaveLength(12);
  });

  it('averages the people on shift per weekday and hour over the last 4 complete weeks', async () => {
    const { cobertura } = (await pedir(dueno.token)).json();
    expect(cobertura.desde).toBe('2026-10-19');
    expect(cobertura.hasta).toBe('2026-11-15');
    expect(cobertura.celdas).toHaveLength(7);
    // Monday 20:00: kitchen 1 h + service 30 min; 21:00: both the whole hour (÷ 4 weeks).
    expect(cobertura.celdas[0][20]).toBe(0.38);
    expect(cobertura.celdas[0][21]).toBe(0.5);
    expect(cobertura.celdas[0][22]).toBe(0);
    // Wednesday 20:00: the cleaning hour.
    expect(cobertura.celdas[2][20]).toBe(0.25);
    const total = (cobertura.celdas as number[][]).flat().reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(0.38 + 0.5 + 0.25, 5);
  });

  it('lists every day of the waits’ window, with no median where no request was attended', async () => {
    const { espera_peticiones } = (await pedir(dueno.token)).json();
    expect(espera_peticiones).toHaveLength(35);
    expect(espera_peticiones[0]).toEqual({
      dia: '2026-10-19',
      mediana_minutos: null,
      peticiones: 0,
    });
    expect(espera_peticiones[34].dia).toBe('2026-11-22');
  });

  it('is for the administration only and validates semanas', async () => {
    expect((await pedir(chef.token)).statusCode).toBe(403);
    for (const q of ['?semanas=0', '?semanas=53', '?semanas=doce']) {
      const r = await pedir(gerente.token, q);
      expect([r.statusCode, r.json().message]).toEqual([
        400,
        'semanas debe ser un número entre 1 y 52.',
      ]);
    }
  });
});
