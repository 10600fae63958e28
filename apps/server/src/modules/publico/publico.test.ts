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
    expect(res.json()).toEqual({
      appName: 'Restaurante Prueba',
      verificar_habbo: false,
      entrevista_sala: '',
      entrevista_contacto: '',
    });
  });

  it('tells a guest where the interview is, once the owner says it (docs/reglas.md, Settings 15.14)', async () => {
    const dueno = await t.crearUsuario('DuenoConfig', 0);
    const guardar = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { entrevista_sala: '  Sala de personal  ', entrevista_contacto: 'Dueno' },
    });
    expect(guardar.statusCode, guardar.body).toBe(200);
    expect(guardar.json()).toMatchObject({
      entrevista_sala: 'Sala de personal',
      entrevista_contacto: 'Dueno',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({
      entrevista_sala: 'Sala de personal',
      entrevista_contacto: 'Dueno',
    });
    const largo = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { entrevista_sala: 'x'.repeat(61) },
    });
    expect([largo.statusCode, largo.json().message]).toEqual([
      400,
      'La sala de entrevistas no puede tener más de 60 caracteres.',
    ]);
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
