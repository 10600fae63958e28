import { beforeAll, describe, expect, it } from 'vitest';
import { appConPersonas } from '../../test/personas';

const { t, dueno, gerente } = appConPersonas('dueno', 'gerente');
let misiones: Array<{ id: number; mision: string }>;
const mision = (nombre: string) => {
  const m = misiones.find((x) => x.mision === nombre);
  if (!m) throw new Error(nombre);
  return m.id;
};

beforeAll(async () => {
  misiones = (await t.como(dueno.token, { method: 'GET', url: '/api/misiones' })).json();
});

type Cambio = { fecha: string; antes: string; despues: string; por: string | null; motivo: string };
async function historial(token: string, nombre: string) {
  const res = await t.como(token, { method: 'GET', url: `/api/user/perfil/${nombre}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().historial_rangos as Cambio[];
}

describe('rank history', () => {
  it('records a sale, a mission change, a dismissal, a reinstatement and a level change, newest first', async () => {
    const p = await t.crearUsuario('Subiendo', 7);
    const venta = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/ventas',
      payload: { usuario: 'Subiendo', mision: mision('Cocinero') },
    });
    expect(venta.statusCode, venta.body).toBe(201);
    const cambio = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/user/${p.id}/mision`,
      payload: { misionId: mision('Chef ejecutivo Plata') },
    });
    expect(cambio.statusCode, cambio.body).toBe(200);
    const despido = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: 'Subiendo', motivo: 'Faltas repetidas' },
    });
    expect(despido.statusCode, despido.body).toBe(201);
    const reingreso = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/despido/reactivar/${despido.json().despido.id}`,
    });
    expect(reingreso.statusCode, reingreso.body).toBe(200);
    const nivel = await t.como(dueno.token, {
      method: 'PATCH',
      url: `/api/user/${p.id}/role`,
      payload: { role: 4 },
    });
    expect(nivel.statusCode, nivel.body).toBe(200);

    const propio = await historial(await t.login('Subiendo'), 'Subiendo');
    expect(
      propio.map(({ antes, despues, por, motivo }) => ({ antes, despues, por, motivo })),
    ).toEqual([
      {
        antes: 'Chef ejecutivo Plata',
        despues: 'Sin misión (nivel 4)',
        por: 'Duena',
        motivo: 'Cambio de nivel',
      },
      { antes: 'Invitado', despues: 'Chef ejecutivo Plata', por: 'Gerente1', motivo: 'Reingreso' },
      {
        antes: 'Chef ejecutivo Plata',
        despues: 'Invitado',
        por: 'Gerente1',
        motivo: 'Despido: Faltas repetidas',
      },
      {
        antes: 'Cocinero',
        despues: 'Chef ejecutivo Plata',
        por: 'Gerente1',
        motivo: 'Cambio de misión',
      },
      { antes: 'Invitado', despues: 'Cocinero', por: 'Gerente1', motivo: 'Venta' },
    ]);
    expect(Date.parse(propio[0]?.fecha ?? '')).toBeGreaterThan(0);
    // The owner sees anyone's profile, with the same history.
    expect(await historial(dueno.token, 'Subiendo')).toEqual(propio);
  });

  it('is empty for a person whose post never changed, and hidden from others', async () => {
    const p = await t.crearUsuario('Quieto', 5);
    expect(await historial(p.token, 'Quieto')).toEqual([]);
    const ajeno = await t.como(gerente.token, { method: 'GET', url: '/api/user/perfil/Quieto' });
    expect(ajeno.statusCode).toBe(403);
  });

  it('a refused rank change records nothing', async () => {
    const p = await t.crearUsuario('Intocable', 2);
    const res = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/user/${p.id}/mision`,
      payload: { misionId: mision('Cocinero') },
    });
    expect(res.statusCode).toBe(403);
    expect(await historial(p.token, 'Intocable')).toEqual([]);
  });
});
