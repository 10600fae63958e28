import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { appConPersonas } from '../../test/personas';

const { t } = appConPersonas();
let gerente: string;
beforeAll(async () => {
  gerente = (await t.crearUsuario('Gerente1', 2)).token;
  await t.crearUsuario('Socio1', 5);
});

describe('memberships', () => {
  it('creates a 30-day membership that is active, then lists and deletes it once', async () => {
    const res = await t.como(gerente, {
      method: 'POST',
      url: '/api/membresias',
      payload: {
        usuario: 'Socio1',
        membresia: 'VIP',
        requisito_hrs: '3h',
        requisito_times: '3',
        encargado: 'Gerente1',
      },
    });
    expect(res.statusCode).toBe(201);
    const m = res.json().membresia;
    expect(m).toMatchObject({
      nombre: 'VIP',
      usuario: 'Socio1',
      encargado: 'Gerente1',
      estado: 'Activa',
      requisito_hrs: '3h',
    });
    const dias = (Date.parse(m.fecha_fin) - Date.parse(m.fecha_inicio)) / 86_400_000;
    expect(dias).toBe(30);
    const lista = (await t.como(gerente, { method: 'GET', url: '/api/membresias' })).json();
    expect(lista.map((x: { id: number }) => x.id)).toContain(m.id);
    const borrar = await t.como(gerente, { method: 'DELETE', url: `/api/membresias/${m.id}` });
    expect(borrar.json()).toEqual({ message: 'Membresía eliminada' });
    const otraVez = await t.como(gerente, { method: 'DELETE', url: `/api/membresias/${m.id}` });
    expect([otraVez.statusCode, otraVez.json().message]).toEqual([404, 'La membresía no existe.']);
  });

  it('shows a membership past its end as Vencida', async () => {
    const res = await t.como(gerente, {
      method: 'POST',
      url: '/api/membresias',
      payload: { usuario: 'Socio1', membresia: 'Oro' },
    });
    const id = res.json().membresia.id;
    await t.database.db.execute(
      sql`update membresias set fecha_fin = now() - interval '1 day' where id = ${id}`,
    );
    const lista = (await t.como(gerente, { method: 'GET', url: '/api/membresias' })).json();
    expect(lista.find((x: { id: number }) => x.id === id).estado).toBe('Vencida');
  });

  it('refuses unknown members and memberships, equals, and non-administration callers', async () => {
    const casos: Array<[string, object, number]> = [
      [gerente, { usuario: 'NoExiste', membresia: 'VIP' }, 404],
      [gerente, { usuario: 'Socio1', membresia: 'Diamante' }, 400],
      [gerente, { usuario: '', membresia: 'VIP' }, 400],
      [gerente, { usuario: 'Socio1', membresia: 'VIP', encargado: 'Otro' }, 403],
    ];
    await t.crearUsuario('Gerente2', 2);
    casos.push([gerente, { usuario: 'Gerente2', membresia: 'VIP' }, 403]);
    const sup = await t.crearUsuario('Super1', 3);
    casos.push([sup.token, { usuario: 'Socio1', membresia: 'VIP' }, 403]);
    const antes = (await t.como(gerente, { method: 'GET', url: '/api/membresias' })).json().length;
    for (const [token, payload, status] of casos) {
      const r = await t.como(token, { method: 'POST', url: '/api/membresias', payload });
      expect(r.statusCode, JSON.stringify(payload)).toBe(status);
      expect(typeof r.json().message).toBe('string');
    }
    expect((await t.como(gerente, { method: 'GET', url: '/api/membresias' })).json().length).toBe(
      antes,
    );
  });
});

describe('who may remove a membership', () => {
  it('whoever gave it, a rank above them or the owner; never its holder or an equal', async () => {
    const junta = await t.crearUsuario('Junta3', 1);
    const igual = await t.crearUsuario('Junta4', 1);
    const titular = await t.crearUsuario('Gerente3', 2);
    const dueno = (await t.crearUsuario('Duena3', 0)).token;
    const dar = async () => {
      const res = await t.como(junta.token, {
        method: 'POST',
        url: '/api/membresias',
        payload: {
          usuario: 'Gerente3',
          membresia: 'Oro',
          requisito_hrs: '2h',
          requisito_times: '2',
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json().membresia.id as number;
    };
    const quitar = (token: string, id: number) =>
      t.como(token, { method: 'DELETE', url: `/api/membresias/${id}` });
    const mensaje =
      'Solo quien dio la membresía, un rango superior al suyo o el dueño pueden quitarla.';

    const id = await dar();
    for (const token of [titular.token, igual.token]) {
      const res = await quitar(token, id);
      expect([res.statusCode, res.json().message]).toEqual([403, mensaje]);
    }
    expect((await quitar(junta.token, id)).statusCode).toBe(200);
    expect((await quitar(dueno, await dar())).statusCode).toBe(200);
  });
});
