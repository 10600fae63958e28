import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGO_MISIONES } from '@mchabbo/shared/misiones/catalogo';
import { appConPersonas } from '../../test/personas';

const { t } = appConPersonas();
let dueno: string;
let gerente: string;
let supervisor: string;
beforeAll(async () => {
  dueno = (await t.crearUsuario('Duena', 0)).token;
  gerente = (await t.crearUsuario('Gerente1', 2)).token;
  supervisor = (await t.crearUsuario('Super1', 3)).token;
});

const nueva = {
  rango: 'Cocinero',
  mision: 'Cocinero de guardia',
  costo: 10,
  pago_1h: 4,
  pago_2h: 7,
  pago_3h: 10,
  pago_semanal: 0,
  requisito_hrs: '2h',
  requisito_times: '2',
};

describe('catalog at first start', () => {
  it('holds every mission of the built-in table with its numbers', async () => {
    const res = await t.como(gerente, { method: 'GET', url: '/api/misiones' });
    expect(res.statusCode).toBe(200);
    const lista = res.json() as Array<Record<string, unknown>>;
    const campos = Object.keys(CATALOGO_MISIONES[0]!);
    const seeded = lista.map((m) => Object.fromEntries(campos.map((c) => [c, m[c]])));
    expect(seeded).toEqual(expect.arrayContaining([...CATALOGO_MISIONES]));
    expect(lista).toHaveLength(CATALOGO_MISIONES.length);
    expect(lista.filter((m) => m.rango === 'Junta directiva')).toHaveLength(6);
    expect(lista.filter((m) => m.rango === 'Gerente')).toHaveLength(8);
  });

  it('serves ranks with their missions to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/publico/rangos' });
    const { rangos } = res.json();
    expect(rangos).toHaveLength(15);
    expect(rangos.find((r: { nombre: string }) => r.nombre === 'Cocinero')).toMatchObject({
      nivel: 5,
      area: 'cocina',
      misiones: [
        expect.objectContaining({ mision: 'Cocinero', pago_1h: 4, pago_2h: 7, pago_3h: 10 }),
      ],
    });
  });
});

describe('editing missions', () => {
  it('creates, edits and deletes a mission below the caller’s level', async () => {
    const creada = await t.como(gerente, { method: 'POST', url: '/api/misiones', payload: nueva });
    expect(creada.statusCode).toBe(201);
    const m = creada.json();
    expect(m).toMatchObject({ ...nueva, nivel: 5, user: { username: 'Gerente1' }, asignados: 0 });

    const editada = await t.como(dueno, {
      method: 'PATCH',
      url: `/api/misiones/${m.id}`,
      payload: { costo: 25 },
    });
    expect(editada.statusCode).toBe(200);
    expect(editada.json()).toMatchObject({ costo: 25, pago_1h: 4, user: { username: 'Duena' } });

    const borrada = await t.como(gerente, { method: 'DELETE', url: `/api/misiones/${m.id}` });
    expect(borrada.json()).toEqual({ message: 'Misión eliminada' });
    const otraVez = await t.como(gerente, { method: 'DELETE', url: `/api/misiones/${m.id}` });
    expect(otraVez.statusCode).toBe(404);
    expect(otraVez.json()).toEqual({ message: 'La misión no existe.' });
  });

  it('refuses a duplicate name in the same rank with 409', async () => {
    const res = await t.como(gerente, {
      method: 'POST',
      url: '/api/misiones',
      payload: { ...nueva, mision: 'Cocinero' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ya existe una misión con ese nombre en ese rango.' });
  });

  it('refuses missions at or above the caller’s level, but lets the owner edit the board', async () => {
    const lista = (await t.como(dueno, { method: 'GET', url: '/api/misiones' })).json() as Array<{
      id: number;
      rango: string;
      costo: number;
    }>;
    const gerenteMision = lista.find((m) => m.rango === 'Gerente');
    const junta = lista.find((m) => m.rango === 'Junta directiva');
    for (const m of [gerenteMision, junta]) {
      const res = await t.como(gerente, {
        method: 'PATCH',
        url: `/api/misiones/${m?.id}`,
        payload: { costo: 1 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'No puedes editar misiones de tu nivel o superiores.',
      });
    }
    const crear = await t.como(gerente, {
      method: 'POST',
      url: '/api/misiones',
      payload: { ...nueva, rango: 'Gerente', mision: 'Gerente de Eventos' },
    });
    expect(crear.statusCode).toBe(403);
    const despues = (
      await t.como(dueno, { method: 'GET', url: '/api/misiones' })
    ).json() as typeof lista;
    expect(despues.find((m) => m.id === gerenteMision?.id)?.costo).toBe(gerenteMision?.costo);
    const owner = await t.como(dueno, {
      method: 'PATCH',
      url: `/api/misiones/${junta?.id}`,
      payload: { pago_semanal: 310 },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('keeps the catalog to the administration', async () => {
    expect((await t.como(supervisor, { method: 'GET', url: '/api/misiones' })).statusCode).toBe(
      403,
    );
    expect((await t.como(null, { method: 'GET', url: '/api/misiones' })).statusCode).toBe(401);
    const invitado = (await t.crearUsuario('Invitado1', 7)).token;
    const res = await t.como(invitado, { method: 'POST', url: '/api/misiones', payload: nueva });
    expect(res.statusCode).toBe(403);
  });

  it('answers unknown ids with 404 and bad values with a Spanish 400', async () => {
    expect(
      (
        await t.como(gerente, {
          method: 'PATCH',
          url: '/api/misiones/999999',
          payload: { costo: 1 },
        })
      ).statusCode,
    ).toBe(404);
    const neg = await t.como(gerente, {
      method: 'POST',
      url: '/api/misiones',
      payload: { ...nueva, costo: -5 },
    });
    expect(neg.json()).toEqual({ message: 'El costo no puede ser negativo.' });
    const sin = await t.como(gerente, {
      method: 'POST',
      url: '/api/misiones',
      payload: { ...nueva, mision: '' },
    });
    expect(sin.json()).toEqual({ message: 'Selecciona una misión.' });
    const id = await t.como(gerente, { method: 'DELETE', url: '/api/misiones/abc' });
    expect(id.statusCode).toBe(400);
  });

  it('refuses to delete a mission someone holds', async () => {
    await t.crearUsuario('Lavaplatos', 6);
    const lista = (await t.como(dueno, { method: 'GET', url: '/api/misiones' })).json() as Array<{
      id: number;
      mision: string;
    }>;
    const lava = lista.find((m) => m.mision === 'Lavaloza');
    const res = await t.como(gerente, { method: 'DELETE', url: `/api/misiones/${lava?.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'No se puede eliminar: una persona tiene esta misión.' });
  });
});
