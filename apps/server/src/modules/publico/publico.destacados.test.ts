import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { appConPersonas } from '../../test/personas';

const { t, h, dueno, gerente, chef } = appConPersonas('dueno', 'gerente', 'chef');
const H = 3600;
const estaSemana = () => inicioSemanaPaga(new Date(), 'Europe/Madrid');

/** One confirmed shift of `segundos` for `usuario`, confirmed by `quien`; returns its id. */
async function turno(quien: { token: string; nombre: string }, usuario: string, segundos: number) {
  return (await h.turnoConfirmado(quien.token, quien.nombre, usuario, segundos)).id;
}

async function destacados(query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/publico/destacados${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('worker of the week', () => {
  it('is empty for a week without shifts', async () => {
    expect(await destacados()).toEqual({
      semana: semanaAnterior(estaSemana()),
      trabajador: null,
      cronometradores: [],
    });
  });

  it('picks the most confirmed time and the managers who confirmed most shifts, for anyone', async () => {
    await t.crearUsuario('Mesero1', 4);
    await t.crearUsuario('Cocinero1', 5);
    const g = { token: gerente.token, nombre: 'Gerente1' };
    const c = { token: chef.token, nombre: 'Chef1' };
    await turno(g, 'Mesero1', 2 * H);
    await turno(c, 'Mesero1', 1 * H);
    await turno(g, 'Cocinero1', 2 * H + 40 * 60);
    await turno(g, 'Chef1', 30 * 60);
    const semana = estaSemana();
    const res = await destacados(`?semana=${semana}`);
    expect(res).toEqual({
      semana,
      trabajador: {
        nameUser: 'Mesero1',
        rango: 'Sub chef',
        horas: 3,
        tiempo: '3h 0m',
        habbo_avatar_url: null,
      },
      cronometradores: [
        { nameUser: 'Gerente1', turnos: 3 },
        { nameUser: 'Chef1', turnos: 1 },
      ],
    });
    // Any date of the week names that week.
    const jueves = new Date(Date.parse(`${semana}T00:00:00Z`) + 3 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await destacados(`?semana=${jueves}`)).semana).toBe(semana);
  });

  it('by default shows the last closed pay week', async () => {
    const pasada = semanaAnterior(estaSemana());
    await t.crearUsuario('Hostes1', 6);
    await turno({ token: gerente.token, nombre: 'Gerente1' }, 'Hostes1', 1 * H);
    await t.database.db.execute(
      sql`update tiempos set semana = ${pasada} where usuario_id = (select id from usuarios where username = 'Hostes1')`,
    );
    expect(await destacados()).toMatchObject({
      semana: pasada,
      trabajador: { nameUser: 'Hostes1', horas: 1 },
      cronometradores: [{ nameUser: 'Gerente1', turnos: 1 }],
    });
  });

  it('the worker of the week ignores voided shifts', async () => {
    await t.crearUsuario('Anulado1', 5);
    const semana = estaSemana();
    const largo = await turno({ token: dueno.token, nombre: 'Duena' }, 'Anulado1', 5 * H);
    expect((await destacados(`?semana=${semana}`)).trabajador.nameUser).toBe('Anulado1');
    await anular(largo);
    const res = await destacados(`?semana=${semana}`);
    expect(res.trabajador.nameUser).toBe('Mesero1');
    expect(res.cronometradores.some((c: { nameUser: string }) => c.nameUser === 'Duena')).toBe(
      false,
    );
  });

  it('refuses an impossible date', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/publico/destacados?semana=2026-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La semana debe ser una fecha AAAA-MM-DD.');
  });
});

/** Voids a confirmed shift through the history's "Anular" (administration). */
async function anular(id: number) {
  const res = await t.como(dueno.token, {
    method: 'POST',
    url: '/api/tiempos/anular',
    payload: { id, motivo: 'Turno duplicado' },
  });
  expect(res.statusCode, res.body).toBe(200);
}
