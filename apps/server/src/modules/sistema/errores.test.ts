import { beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearAppDePrueba, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await crearAppDePrueba();
});

const esEspanol = (m: unknown) =>
  typeof m === 'string' && m.length > 0 && !/invalid|expected|error:|unexpected/i.test(m);

describe('bad input never becomes a 5xx', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"nameUser": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'El cuerpo de la solicitud no es un JSON válido.' });
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ nameUser: 'x', password: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'La solicitud es demasiado grande.' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hola',
    });
    expect(res.statusCode).toBe(415);
    expect(esEspanol(res.json().message)).toBe(true);
  });

  it.each([
    [{ nameUser: 123, password: CLAVE }],
    [{ nameUser: ['a'], password: CLAVE }],
    [{ nameUser: 'a', password: { $gt: '' } }],
    [{ nameUser: null, password: null }],
    [[]],
    ['"texto"'],
  ])('answers wrong types %j with a Spanish 400', async (payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(esEspanol(res.json().message)).toBe(true);
  });

  it('refuses a JSON body with a __proto__ key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"nameUser":"proto","password":"clave-segura-1","__proto__":{"nivel":0}}',
    });
    expect(res.statusCode).toBe(400);
    expect(esEspanol(res.json().message)).toBe(true);
  });

  it('answers wrong types in preferences with the field named', async () => {
    const { token } = await t.crearUsuario('Tipos', 6);
    const res = await t.como(token, {
      method: 'POST',
      url: '/api/user/preferences',
      payload: { nameUser: 'Tipos', is_app: 'sí', modo_claro: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'is_app debe ser verdadero o falso.' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No existe la ruta GET /api/no-existe.' });
  });

  it('refuses a missing or malformed bearer token with 401', async () => {
    for (const authorization of ['', 'Bearer', 'Bearer abc', 'Basic YWRtaW46YWRtaW4=']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/perfil/admin',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(esEspanol(res.json().message)).toBe(true);
    }
  });
});

describe('rate limits', () => {
  it('throttles login per IP with a Spanish 429', async () => {
    const limitada = await crearAppDePrueba({ LOGIN_MAX_PER_MINUTE: '3' });
    const intento = () =>
      limitada.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { nameUser: 'nadie', password: 'clave-mala-1' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 3; i++) expect((await intento()).statusCode).toBe(401);
    const res = await intento();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    });
  });
});
