import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearAppDePrueba } from '../../test/app';
import { appConPersonas } from '../../test/personas';

const { t } = appConPersonas();

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

/** Sends raw bytes to a listening server and returns the status and body it answers. */
function enviarCrudo(puerto: number, bytes: string): Promise<{ status: number; cuerpo: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = connect(puerto, '127.0.0.1', () => socket.write(bytes));
    let texto = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (texto += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const [cabecera = '', cuerpo = ''] = texto.split('\r\n\r\n');
      resolve({ status: Number(cabecera.split(' ')[1]), cuerpo: JSON.parse(cuerpo) as unknown });
    });
  });
}

describe("Fastify's and Node's own refusals", () => {
  let puerto = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const direccion = t.app.server.address();
    puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers a malformed header with a Spanish 400', async () => {
    const r = await enviarCrudo(puerto, 'GET /api/publico/rangos HTTP/1.1\r\nHo st: x\r\n\r\n');
    expect(r).toEqual({ status: 400, cuerpo: { message: 'La solicitud no es válida.' } });
  });

  it('answers oversized headers with a Spanish 431', async () => {
    const enorme = `X-Relleno: ${'a'.repeat(20_000)}\r\n`;
    const r = await enviarCrudo(puerto, `GET / HTTP/1.1\r\nHost: x\r\n${enorme}\r\n`);
    expect(r).toEqual({
      status: 431,
      cuerpo: { message: 'Las cabeceras de la solicitud son demasiado grandes.' },
    });
  });

  it('answers an over-long URL with a Spanish 414 and an over-long parameter with a Spanish 400', async () => {
    const larga = await t.app.inject({ method: 'GET', url: `/api/misiones?x=${'a'.repeat(9000)}` });
    expect(larga.statusCode).toBe(414);
    expect(larga.json()).toEqual({ message: 'La dirección de la solicitud es demasiado larga.' });
    const parametro = await t.app.inject({
      method: 'GET',
      url: `/api/user/perfil/${'a'.repeat(500)}`,
    });
    expect(parametro.statusCode).toBe(400);
    expect(parametro.json()).toEqual({ message: 'La dirección de la solicitud no es válida.' });
  });

  it('answers a malformed URL encoding with a Spanish 400', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/user/perfil/%E0%A4%A' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ message: 'La dirección de la solicitud no es válida.' });
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
