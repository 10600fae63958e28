import { beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await crearAppDePrueba({ APP_NAME: 'Restaurante Prueba' });
});

describe('public data', () => {
  it('lists the administration (nivel 0–2) with rank, mission and avatar, highest first', async () => {
    await t.crearUsuario('Gerenta', 2);
    await t.crearUsuario('Duena', 0);
    await t.crearUsuario('Junta', 1);
    await t.crearUsuario('Supervisor', 3);
    await t.crearUsuario('Invitada', 7);
    const res = await t.app.inject({ method: 'GET', url: '/api/publico/administracion' });
    expect(res.statusCode).toBe(200);
    expect(res.json().miembros).toEqual([
      { username: 'Duena', nivel: 0, rango: 'Dueño', mision: 'Dueño', habbo_avatar_url: null },
      {
        username: 'Junta',
        nivel: 1,
        rango: 'Junta directiva',
        mision: 'Presidente',
        habbo_avatar_url: null,
      },
      {
        username: 'Gerenta',
        nivel: 2,
        rango: 'Gerente',
        mision: 'Gerente de Proyectos',
        habbo_avatar_url: null,
      },
    ]);
  });

  it('tells the product name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({ appName: 'Restaurante Prueba', verificar_habbo: false });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/user/login', '/api/user/register', '/api/user/perfil/{name}']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
