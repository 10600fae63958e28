import { describe, expect, it } from 'vitest';
import { appConPersonas } from '../../test/personas';

const { t, gerente } = appConPersonas('gerente');

const despedir = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/despido', payload });
const perfil = async (nombre: string) => {
  const dueno = await t.crearUsuario(`Duena${Math.random().toString(36).slice(2, 8)}`, 0);
  return (await t.como(dueno.token, { method: 'GET', url: `/api/user/perfil/${nombre}` })).json();
};

describe('dismissals', () => {
  it('dismisses with a snapshot and gives back exactly the same mission on Ingresar', async () => {
    const p = await t.crearUsuario('Chef1', 3);
    const antes = await perfil('Chef1');
    const res = await despedir(gerente.token, {
      usuario: 'Chef1',
      motivo: 'Ausencias',
      admin: 'Gerente1',
    });
    expect(res.statusCode).toBe(201);
    const d = res.json().despido;
    expect(d).toMatchObject({
      user: { username: 'Chef1' },
      motivo: 'Ausencias',
      encargado: { username: 'Gerente1' },
      mision: { rango: 'Chef ejecutivo', mision: 'Chef ejecutivo Diamante', costo: 700 },
    });
    expect(await perfil('Chef1')).toMatchObject({ nivel: 7, rango: null, mision: null });
    expect(
      (await t.como(p.token, { method: 'GET', url: '/api/user/perfil/Chef1' })).statusCode,
    ).toBe(401);
    const lista = (await t.como(gerente.token, { method: 'GET', url: '/api/despido' })).json();
    expect(lista.map((x: { id: number }) => x.id)).toContain(d.id);

    const ingresar = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/despido/reactivar/${d.id}`,
    });
    expect(ingresar.json()).toEqual({ message: 'Persona reintegrada' });
    const despues = await perfil('Chef1');
    expect({ nivel: despues.nivel, rango: despues.rango, mision: despues.mision }).toEqual({
      nivel: antes.nivel,
      rango: antes.rango,
      mision: antes.mision,
    });
    const otraVez = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/despido/reactivar/${d.id}`,
    });
    expect([otraVez.statusCode, otraVez.json().message]).toEqual([
      409,
      'Esta persona ya fue reintegrada.',
    ]);
    const lista2 = (await t.como(gerente.token, { method: 'GET', url: '/api/despido' })).json();
    expect(lista2.map((x: { id: number }) => x.id)).not.toContain(d.id);
  });

  it('accepts the alternate body with ids', async () => {
    const p = await t.crearUsuario('Mesero1', 4);
    const res = await despedir(gerente.token, {
      usuarioId: p.id,
      motivo: 'Conducta',
      adminId: gerente.id,
    });
    expect(res.statusCode).toBe(201);
    const borrar = await t.como(gerente.token, {
      method: 'DELETE',
      url: `/api/despido/${res.json().despido.id}`,
    });
    expect(borrar.json()).toEqual({ message: 'Despido eliminado' });
    expect(await perfil('Mesero1')).toMatchObject({ nivel: 4, mision: 'Sub chef' });
    const dos = await t.como(gerente.token, {
      method: 'DELETE',
      url: `/api/despido/${res.json().despido.id}`,
    });
    expect(dos.statusCode).toBe(404);
  });

  it('refuses equals, higher ranks, oneself, guests, someone else as admin, and missing fields', async () => {
    const par = await t.crearUsuario('Gerente2', 2);
    const jefe = await t.crearUsuario('Junta1', 1);
    await t.crearUsuario('Invitado1', 7);
    await t.crearUsuario('Lava1', 6);
    const casos: Array<[object, number, string]> = [
      [
        { usuario: 'Gerente2', motivo: 'x' },
        403,
        'Solo puedes despedir a personas de rango inferior al tuyo.',
      ],
      [
        { usuarioId: jefe.id, motivo: 'x' },
        403,
        'Solo puedes despedir a personas de rango inferior al tuyo.',
      ],
      [
        { usuario: 'Gerente1', motivo: 'x' },
        403,
        'Solo puedes despedir a personas de rango inferior al tuyo.',
      ],
      [{ usuario: 'Invitado1', motivo: 'x' }, 400, 'Esta persona no tiene un rango que quitar.'],
      [
        { usuario: 'Lava1', motivo: 'x', admin: 'Gerente2' },
        403,
        'Solo puedes acceder a tu propia cuenta.',
      ],
      [
        { usuarioId: 5, motivo: 'x', adminId: par.id },
        403,
        'Solo puedes registrar despidos en tu propio nombre.',
      ],
      [{ usuario: 'Lava1', motivo: '  ' }, 400, 'Escribe el motivo del despido.'],
      [{ usuario: '', motivo: 'x' }, 400, 'Selecciona a la persona.'],
      [{ usuario: 'Nadie', motivo: 'x' }, 404, 'Usuario no encontrado.'],
    ];
    for (const [body, status, message] of casos) {
      const r = await despedir(gerente.token, body);
      expect([r.statusCode, r.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect(await perfil('Lava1')).toMatchObject({ nivel: 6, mision: 'Lavaloza' });
    const sup = await t.crearUsuario('Super1', 3);
    expect((await despedir(sup.token, { usuario: 'Lava1', motivo: 'x' })).statusCode).toBe(403);
  });

  it('refuses to reinstate someone who holds another post by now', async () => {
    await t.crearUsuario('Cocinero9', 5);
    const d = (await despedir(gerente.token, { usuario: 'Cocinero9', motivo: 'x' })).json().despido;
    const misiones = (
      await t.como(gerente.token, { method: 'GET', url: '/api/misiones' })
    ).json() as Array<{ id: number; mision: string }>;
    const lista = (
      await t.como(gerente.token, { method: 'GET', url: '/api/user/all' })
    ).json() as Array<{ id: number; username: string }>;
    const id = lista.find((u) => u.username === 'Cocinero9')?.id;
    await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/user/${id}/mision`,
      payload: { misionId: misiones.find((m) => m.mision === 'Hostes')?.id },
    });
    const r = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/despido/reactivar/${d.id}`,
    });
    expect(r.statusCode).toBe(409);
    expect(await perfil('Cocinero9')).toMatchObject({ mision: 'Hostes' });
  });
});
