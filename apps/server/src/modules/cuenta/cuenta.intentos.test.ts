import { describe, expect, it } from 'vitest';
import { CLAVE } from '../../test/app';
import { appConPersonas } from '../../test/personas';

const { t } = appConPersonas();

const entrar = (nameUser: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { nameUser, password },
    remoteAddress,
  });

describe('sign-in throttling per account', () => {
  it('stops an IP after five failures, even with the right password, while the owner’s IP still works', async () => {
    await t.crearUsuario('Victima1', 2); // signs in from 127.0.0.1: a known IP
    for (let i = 0; i < 5; i++)
      expect((await entrar('Victima1', 'adivinanza-' + i, '198.51.100.1')).statusCode).toBe(401);
    const bloqueado = await entrar('Victima1', CLAVE, '198.51.100.1');
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({
      message: 'Demasiados intentos fallidos para esta cuenta. Espera 15 minutos.',
    });
    expect((await entrar('Victima1', CLAVE, '127.0.0.1')).statusCode).toBe(200);
  });

  it('stops every unknown IP after twenty failures from many places, but not the known one', async () => {
    await t.crearUsuario('Victima2', 2);
    for (let i = 0; i < 20; i++) {
      expect((await entrar('Victima2', 'adivinanza', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    }
    expect((await entrar('Victima2', CLAVE, '203.0.113.200')).statusCode).toBe(429);
    expect((await entrar('Victima2', CLAVE, '127.0.0.1')).statusCode).toBe(200);
  });

  it('lets no more than five of twenty parallel guesses from one IP reach the password check', async () => {
    await t.crearUsuario('Victima3', 2);
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, (_, i) => entrar('Victima3', `adivinanza-${i}`, '198.51.100.9')),
    );
    const estados = respuestas.map((r) => r.statusCode);
    expect(estados.filter((s) => s === 401)).toHaveLength(5);
    expect(estados.filter((s) => s === 429)).toHaveLength(15);
    // Even the right password now waits from that IP.
    expect((await entrar('Victima3', CLAVE, '198.51.100.9')).statusCode).toBe(429);
  });

  it('lets thirty parallel sign-ins with the right password from one IP all in', async () => {
    await t.crearUsuario('Ocupado', 2);
    const respuestas = await Promise.all(
      Array.from({ length: 30 }, () => entrar('Ocupado', CLAVE, '198.51.100.20')),
    );
    expect(respuestas.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    // And no failure was left behind: five wrong guesses are still allowed.
    for (let i = 0; i < 5; i++) {
      expect((await entrar('Ocupado', `adivinanza-${i}`, '198.51.100.20')).statusCode).toBe(401);
    }
    expect((await entrar('Ocupado', CLAVE, '198.51.100.20')).statusCode).toBe(429);
  });

  it('does not count failures against other accounts', async () => {
    await t.crearUsuario('Tranquilo', 5);
    expect((await entrar('Tranquilo', CLAVE, '198.51.100.1')).statusCode).toBe(200);
  });
});
