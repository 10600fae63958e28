import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type TestApp } from '../../test/app';

let t: TestApp;
const SECRETO = 'secreto-de-prueba-con-mas-de-treinta-y-dos-caracteres';
beforeAll(async () => {
  t = await crearAppDePrueba({ JWT_SECRET: SECRETO });
});

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function firmar(cabecera: object, cuerpo: object, secreto = SECRETO) {
  const base = `${b64(cabecera)}.${b64(cuerpo)}`;
  return `${base}.${createHmac('sha256', secreto).update(base).digest('base64url')}`;
}

describe('tokens', () => {
  it('accepts only HS256 tokens of this app, with the right audience, not expired', async () => {
    const { id, token } = await t.crearUsuario('Firmado', 5);
    const otra = await t.crearUsuario('OtraFirma', 5);
    const sesionDe = (jwt: string) =>
      (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { sid: number })
        .sid;
    const ahora = Math.floor(Date.now() / 1000);
    const valido = {
      sub: String(id),
      ver: 0,
      sid: sesionDe(token),
      aud: 'mchabbo',
      iss: 'mchabbo',
      iat: ahora,
      exp: ahora + 60,
    };
    const perfil = (token: string) =>
      t.como(token, { method: 'GET', url: '/api/user/perfil/Firmado' });

    expect((await perfil(firmar({ alg: 'HS256', typ: 'JWT' }, valido))).statusCode).toBe(200);
    const casos: Record<string, string> = {
      caducado: firmar({ alg: 'HS256' }, { ...valido, iat: ahora - 120, exp: ahora - 60 }),
      otraAudiencia: firmar({ alg: 'HS256' }, { ...valido, aud: 'otra-app' }),
      otroEmisor: firmar({ alg: 'HS256' }, { ...valido, iss: 'otra-app' }),
      otroSecreto: firmar({ alg: 'HS256' }, valido, 'otro-secreto-otro-secreto-otro-secreto'),
      algoritmoHS512: `${b64({ alg: 'HS512' })}.${b64(valido)}.${createHmac('sha512', SECRETO)
        .update(`${b64({ alg: 'HS512' })}.${b64(valido)}`)
        .digest('base64url')}`,
      sinFirma: `${b64({ alg: 'none' })}.${b64(valido)}.`,
      versionVieja: firmar({ alg: 'HS256' }, { ...valido, ver: -1 }),
      sinSesion: firmar({ alg: 'HS256' }, { ...valido, sid: undefined }),
      sesionDeOtraPersona: firmar({ alg: 'HS256' }, { ...valido, sid: sesionDe(otra.token) }),
      sesionInexistente: firmar({ alg: 'HS256' }, { ...valido, sid: 999_999 }),
    };
    for (const [caso, token] of Object.entries(casos)) {
      const res = await perfil(token);
      expect(res.statusCode, caso).toBe(401);
    }
  });
});

describe('responses', () => {
  it('send a Content-Security-Policy without unsafe-eval or inline scripts, and isolate their window', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The browser tests' Chromium leaves this header unapplied (e2e/support/browser.ts).
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('never contain a password hash', async () => {
    const dueno = await t.crearUsuario('Jefa', 0);
    for (const url of ['/api/user/all', '/api/user/perfil/Jefa', '/api/publico/administracion']) {
      const res = await t.como(dueno.token, { method: 'GET', url });
      expect(res.body, url).not.toMatch(/argon2|password_hash|passwordHash/);
    }
    const ficha = await t.como(dueno.token, {
      method: 'POST',
      url: '/api/user/by-name',
      payload: { username: 'Firmado' },
    });
    expect(ficha.body).not.toMatch(/argon2|passwordHash/);
  });
});
