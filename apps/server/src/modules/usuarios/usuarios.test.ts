import { beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearAppDePrueba, type TestApp } from '../../test/app';

let t: TestApp;
let dueno: string;
let junta: string;
let gerente: { id: number; token: string };
let misiones: Array<{ id: number; rango: string; mision: string; nivel: number }>;
const idDe = (mision: string) => misiones.find((m) => m.mision === mision)?.id ?? -1;

beforeAll(async () => {
  t = await crearAppDePrueba();
  dueno = (await t.crearUsuario('Duena', 0)).token;
  junta = (await t.crearUsuario('Junta1', 1)).token;
  gerente = await t.crearUsuario('Gerente1', 2);
  misiones = (await t.como(dueno, { method: 'GET', url: '/api/misiones' })).json();
});

const patch = (url: string, payload: object) => ({ method: 'PATCH' as const, url, payload });

describe('people and ranks', () => {
  it('lists every account for the administration only', async () => {
    const res = await t.como(gerente.token, { method: 'GET', url: '/api/user/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          username: 'Gerente1',
          nivel: 2,
          rango: 'Gerente',
          mision: 'Gerente de Proyectos',
        }),
      ]),
    );
    expect(JSON.stringify(res.json())).not.toMatch(/password|argon/i);
    const sup = await t.crearUsuario('Super1', 3);
    expect((await t.como(sup.token, { method: 'GET', url: '/api/user/all' })).statusCode).toBe(403);
    const inv = await t.crearUsuario('Inv1', 7);
    const r403 = await t.como(inv.token, { method: 'GET', url: '/api/user/all' });
    expect(r403.statusCode).toBe(403);
    expect(r403.json()).toEqual({ message: 'No tienes permiso para realizar esta acción.' });
  });

  it('gives timekeepers the names of lower ranks only', async () => {
    const sup = await t.crearUsuario('Super2', 3);
    await t.crearUsuario('Cocinero1', 5);
    const res = await t.como(sup.token, { method: 'GET', url: '/api/user/usernames' });
    const nombres = res.json() as string[];
    expect(nombres).toContain('Cocinero1');
    expect(nombres).not.toContain('Super1');
    expect(nombres).not.toContain('Gerente1');
    expect(nombres).not.toContain('Super2');
  });

  it('gives a guest the mission Cocinero: level 5, old token revoked', async () => {
    const guest = await t.crearUsuario('Nuevo1', 7);
    const res = await t.como(
      gerente.token,
      patch(`/api/user/${guest.id}/mision`, { misionId: idDe('Cocinero') }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toMatchObject({
      username: 'Nuevo1',
      nivel: 5,
      rango: 'Cocinero',
      mision: 'Cocinero',
    });
    expect(
      (await t.como(guest.token, { method: 'GET', url: '/api/user/perfil/Nuevo1' })).statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: 'Nuevo1', password: CLAVE },
    });
    expect(login.json().user).toEqual({ nameUser: 'Nuevo1', nivel: 5, rango: 'Cocinero' });
  });

  it('gives a rank as its first mission', async () => {
    const guest = await t.crearUsuario('Nuevo2', 7);
    const { rangos } = (await t.app.inject({ method: 'GET', url: '/api/publico/rangos' })).json();
    const chef = rangos.find((r: { nombre: string }) => r.nombre === 'Chef ejecutivo');
    const res = await t.como(junta, patch(`/api/user/${guest.id}/rango`, { rangoId: chef.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario).toMatchObject({
      nivel: 3,
      rango: 'Chef ejecutivo',
      mision: 'Chef ejecutivo Diamante',
    });
  });

  it('never lets anyone raise themselves or others to their own level or above', async () => {
    const victima = await t.crearUsuario('Nuevo3', 6);
    const intentos = [
      [gerente.token, `/api/user/${gerente.id}/mision`, { misionId: idDe('Presidente') }],
      [gerente.token, `/api/user/${gerente.id}/mision`, { misionId: idDe('Cocinero') }],
      [gerente.token, `/api/user/${victima.id}/mision`, { misionId: idDe('Gerente de Marketing') }],
      [gerente.token, `/api/user/${victima.id}/mision`, { misionId: idDe('Presidente') }],
      [junta, `/api/user/${victima.id}/mision`, { misionId: idDe('Vicepresidente') }],
      [dueno, `/api/user/${victima.id}/mision`, { misionId: idDe('Dueño') }],
    ] as const;
    for (const [token, url, body] of intentos) {
      const res = await t.como(token, patch(url, body));
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(403);
    }
    const lista = (await t.como(dueno, { method: 'GET', url: '/api/user/all' })).json() as Array<{
      username: string;
      nivel: number;
    }>;
    expect(lista.find((u) => u.username === 'Nuevo3')?.nivel).toBe(6);
    expect(lista.find((u) => u.username === 'Gerente1')?.nivel).toBe(2);
  });

  it('refuses acting on an equal or higher rank', async () => {
    const otroGerente = await t.crearUsuario('Gerente2', 2);
    const res = await t.como(
      gerente.token,
      patch(`/api/user/${otroGerente.id}/mision`, { misionId: idDe('Cocinero') }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Solo puedes cambiar el rango de personas de rango inferior al tuyo.',
    });
  });

  it('lets only the owner set a level, clearing a mission that no longer fits', async () => {
    const p = await t.crearUsuario('Nuevo4', 5);
    expect((await t.como(junta, patch(`/api/user/${p.id}/role`, { role: 3 }))).statusCode).toBe(
      403,
    );
    const res = await t.como(dueno, patch(`/api/user/${p.id}/role`, { role: 3 }));
    expect(res.json().usuario).toMatchObject({ nivel: 3, mision: null, rango: null });
    const cero = await t.como(dueno, patch(`/api/user/${p.id}/role`, { role: 0 }));
    expect(cero.statusCode).toBe(400);
    expect(cero.json()).toEqual({ message: 'El nivel debe ser un número del 1 al 7.' });
  });

  it('answers unknown people, ranks and missions with 404', async () => {
    const p = await t.crearUsuario('Nuevo5', 7);
    expect(
      (
        await t.como(
          gerente.token,
          patch('/api/user/999999/mision', { misionId: idDe('Cocinero') }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.como(gerente.token, patch(`/api/user/${p.id}/mision`, { misionId: 999999 })))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.como(gerente.token, patch(`/api/user/${p.id}/rango`, { rangoId: 999999 })))
        .statusCode,
    ).toBe(404);
  });

  it('lets the administration register a guest account, without recording its own IP', async () => {
    const res = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/user/register-admin',
      payload: { nameUser: 'Recluta', password: CLAVE },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toEqual({ nameUser: 'Recluta', nivel: 7, rango: null });
    const dup = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/user/register-admin',
      payload: { nameUser: 'recluta', password: CLAVE },
    });
    expect(dup.statusCode).toBe(409);
  });
});
