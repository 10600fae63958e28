import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ClienteDrizzle } from '../../db/pglite-drizzle';
import { CLAVE } from '../../test/app';
import { appConPersonas } from '../../test/personas';
import { sentenciasDe } from '../../test/sentencias';

const { t } = appConPersonas();

const post = (url: string, payload: unknown) => ({
  method: 'POST' as const,
  url,
  payload: payload as object,
});

describe('register', () => {
  it('creates a guest account and remembers its IP', async () => {
    const res = await t.app.inject(
      post('/api/user/register', { nameUser: ' Nuevo ', password: CLAVE }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Usuario registrado correctamente',
      user: { nameUser: 'Nuevo', nivel: 7, rango: null },
      access_token: expect.any(String),
    });
    const { rows } = (await t.database.db.execute(
      sql`select i.ip from usuario_ips i join usuarios u on u.id = i.usuario_id where u.username = 'Nuevo'`,
    )) as unknown as { rows: { ip: string }[] };
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });

  it('signs the new account in: its token opens the panel as the guest (docs/reglas.md, Accounts and names 4.5)', async () => {
    const res = await t.app.inject(
      post('/api/user/register', { nameUser: 'ConSesion', password: CLAVE }),
    );
    expect(res.statusCode).toBe(201);
    const { access_token } = res.json<{ access_token: string }>();
    const perfil = await t.como(access_token, { method: 'GET', url: '/api/user/perfil/ConSesion' });
    expect(perfil.statusCode, perfil.body).toBe(200);
    expect(perfil.json()).toMatchObject({ username: 'ConSesion', nivel: 7, rango: null });
    // A session like any sign-in's: signing out ends it.
    const salir = await t.como(access_token, { method: 'POST', url: '/api/user/logout' });
    expect(salir.statusCode).toBe(200);
    const despues = await t.como(access_token, {
      method: 'GET',
      url: '/api/user/perfil/ConSesion',
    });
    expect(despues.statusCode).toBe(401);
  });

  it('refuses a name already taken, whatever its case', async () => {
    await t.app.inject(post('/api/user/register', { nameUser: 'Duplicado', password: CLAVE }));
    const res = await t.app.inject(
      post('/api/user/register', { nameUser: 'DUPLICADO', password: CLAVE }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Ese nombre ya está en uso.' });
  });

  it.each([
    [{ nameUser: '   ', password: CLAVE }, 'El nombre de usuario es obligatorio.'],
    [{ password: CLAVE }, 'El nombre de usuario es obligatorio.'],
    [{ nameUser: 'alguien', password: '' }, 'La contraseña es obligatoria.'],
    [{ nameUser: 'alguien', password: 'corta' }, 'La contraseña debe tener al menos 8 caracteres.'],
    [
      { nameUser: 'alguien', password: 'x'.repeat(129) },
      'La contraseña no puede tener más de 128 caracteres.',
    ],
    [
      { nameUser: 'x'.repeat(33), password: CLAVE },
      'El nombre de usuario no puede tener más de 32 caracteres.',
    ],
  ])('refuses %j with its Spanish message', async (body, message) => {
    const res = await t.app.inject(post('/api/user/register', body));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('never stores fields the contract does not know', async () => {
    const res = await t.app.inject(
      post('/api/user/register', { nameUser: 'Colado', password: CLAVE, nivel: 0 }),
    );
    expect(res.statusCode).toBe(400);
    const res2 = await t.app.inject(
      post('/api/user/login', { nameUser: 'Colado', password: CLAVE }),
    );
    expect(res2.statusCode).toBe(401);
  });
});

describe('login', () => {
  it('returns a token and the session user', async () => {
    await t.crearUsuario('Cocinera', 5);
    const res = await t.app.inject(
      post('/api/user/login', { nameUser: 'cocinera', password: CLAVE }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toEqual({ nameUser: 'Cocinera', nivel: 5, rango: 'Cocinero' });
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('gives the same answer for a wrong password and an unknown name', async () => {
    await t.crearUsuario('Mesero1', 4);
    const mala = await t.app.inject(
      post('/api/user/login', { nameUser: 'Mesero1', password: 'otra-clave-9' }),
    );
    const nadie = await t.app.inject(
      post('/api/user/login', { nameUser: 'NoExiste', password: CLAVE }),
    );
    expect(mala.statusCode).toBe(401);
    expect(nadie.statusCode).toBe(401);
    expect(mala.json()).toEqual({ message: 'Usuario o contraseña incorrectos.' });
    expect(nadie.json()).toEqual(mala.json());
  });

  it('runs the same statements for an unknown name as for a wrong password (4.3)', async () => {
    await t.crearUsuario('Mesero2', 4);
    /** The SQL texts the server ran for one request, on either database driver. */
    async function sentencias(payload: object) {
      const { resultado, textos } = await sentenciasDe(
        [
          [ClienteDrizzle.prototype, 'query'],
          [pg.Client.prototype, 'query'],
        ],
        () => t.app.inject(post('/api/user/login', payload)),
      );
      expect(resultado.json()).toEqual({ message: 'Usuario o contraseña incorrectos.' });
      return textos;
    }
    const mala = await sentencias({ nameUser: 'Mesero2', password: 'otra-clave-9' });
    const nadie = await sentencias({ nameUser: 'NoExiste2', password: 'otra-clave-9' });
    expect(mala.length).toBeGreaterThan(3);
    expect(nadie).toEqual(mala);
  });

  it('requires both fields, each with its own Spanish message', async () => {
    const res = await t.app.inject(post('/api/user/login', { nameUser: '', password: CLAVE }));
    expect(res.json()).toEqual({ message: 'El nombre de usuario es obligatorio.' });
    const res2 = await t.app.inject(post('/api/user/login', { nameUser: 'x' }));
    expect(res2.json()).toEqual({ message: 'La contraseña es obligatoria.' });
  });
});

describe('preferences and profile', () => {
  it('reads and saves the caller’s own preferences', async () => {
    const { token } = await t.crearUsuario('Prefe', 6);
    const antes = await t.como(token, { method: 'GET', url: '/api/user/preferences/Prefe' });
    expect(antes.json()).toEqual({ is_app: false, modo_claro: true });
    const guardar = await t.como(token, {
      ...post('/api/user/preferences', { nameUser: 'Prefe', is_app: true, modo_claro: false }),
    });
    expect(guardar.json()).toEqual({
      message: 'Preferencias actualizadas',
      is_app: true,
      modo_claro: false,
    });
    const despues = await t.como(token, { method: 'GET', url: '/api/user/preferences/Prefe' });
    expect(despues.json()).toEqual({ is_app: true, modo_claro: false });
  });

  it('refuses another person’s preferences and profile (403) and anonymous callers (401)', async () => {
    const { token } = await t.crearUsuario('Curioso', 4);
    await t.crearUsuario('Victima', 3);
    for (const opts of [
      { method: 'GET' as const, url: '/api/user/preferences/Victima' },
      { method: 'GET' as const, url: '/api/user/perfil/Victima' },
      post('/api/user/preferences', { nameUser: 'Victima', is_app: true, modo_claro: true }),
    ]) {
      const res = await t.como(token, opts);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Solo puedes acceder a tu propia cuenta.' });
      const anon = await t.como(null, opts);
      expect(anon.statusCode).toBe(401);
      expect(anon.json().message).toMatch(/Inicia sesión/);
    }
    const prefs = await t.como(await t.login('Victima'), {
      method: 'GET',
      url: '/api/user/preferences/Victima',
    });
    expect(prefs.json()).toEqual({ is_app: false, modo_claro: true });
  });

  it('lets the owner read anyone’s profile', async () => {
    const dueno = await t.crearUsuario('Jefa', 0);
    await t.crearUsuario('Empleado', 6);
    const res = await t.como(dueno.token, { method: 'GET', url: '/api/user/perfil/Empleado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'Empleado',
      rango: 'Lavaloza',
      mision: 'Lavaloza',
      tiemposConfirmados: '0m',
    });
  });

  it('shows the profile with mission, registration date and employee number', async () => {
    const { id, token } = await t.crearUsuario('Perfilado', 7);
    const res = await t.como(token, { method: 'GET', url: '/api/user/perfil/perfilado' });
    const body = res.json();
    expect(body).toMatchObject({ id, username: 'Perfilado', nivel: 7, rango: null, mision: null });
    expect(body.fecha_registro.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.numeroEmpleado).toBe(`MC-${String(id).padStart(5, '0')}`);
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);
  });

  it('rejects a token that was tampered with or signed with another secret', async () => {
    const { token } = await t.crearUsuario('Tramposo', 6);
    const [h, p] = token.split('.');
    const res = await t.como(`${h}.${p}.firmafalsa`, {
      method: 'GET',
      url: '/api/user/perfil/Tramposo',
    });
    expect(res.statusCode).toBe(401);
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const res2 = await t.como(`${none}.${p}.`, { method: 'GET', url: '/api/user/perfil/Tramposo' });
    expect(res2.statusCode).toBe(401);
  });
});

describe('change password', () => {
  it('changes it, ends the other tokens and keeps the new one working', async () => {
    const { token: viejo } = await t.crearUsuario('Cambiante', 5);
    const otro = await t.login('Cambiante');
    const res = await t.como(viejo, {
      method: 'PATCH',
      url: '/api/user/change-password',
      payload: { nameUser: 'Cambiante', oldPassword: CLAVE, newPassword: 'nueva-clave-22' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Contraseña cambiada correctamente');
    for (const tok of [viejo, otro]) {
      const r = await t.como(tok, { method: 'GET', url: '/api/user/perfil/Cambiante' });
      expect(r.statusCode).toBe(401);
    }
    const r = await t.como(body.access_token, { method: 'GET', url: '/api/user/perfil/Cambiante' });
    expect(r.statusCode).toBe(200);
    await expect(t.login('Cambiante')).rejects.toThrow(/401/);
    expect(await t.login('Cambiante', 'nueva-clave-22')).toBeTruthy();
  });

  /** PATCH /user/change-password of `nombre` with `actual` as the current password. */
  const cambiar = (token: string, nombre: string, actual: string, nueva = 'nueva-clave-22') =>
    t.como(token, {
      method: 'PATCH',
      url: '/api/user/change-password',
      payload: { nameUser: nombre, oldPassword: actual, newPassword: nueva },
    });
  const ESPERA = {
    message: 'Demasiados intentos fallidos para esta cuenta. Espera 15 minutos.',
  };

  it('answers 429 after 5 wrong current passwords in 15 minutes, even to the right one (4.15)', async () => {
    const { id, token } = await t.crearUsuario('Adivinado', 5);
    for (let i = 0; i < 5; i++) {
      expect((await cambiar(token, 'Adivinado', `mala-${i}-clave`)).statusCode).toBe(400);
    }
    for (const actual of ['mala-6-clave', CLAVE]) {
      const r = await cambiar(token, 'Adivinado', actual);
      expect([r.statusCode, r.json()]).toEqual([429, ESPERA]);
    }
    // The password is still the old one, and the session still works.
    expect(await t.login('Adivinado')).toBeTruthy();
    // Fifteen minutes later the account may try again.
    await t.database.db.execute(
      sql`update intentos_clave set creado_en = creado_en - interval '16 minutes' where usuario_id = ${id}`,
    );
    expect((await cambiar(token, 'Adivinado', CLAVE)).statusCode).toBe(200);
  });

  it('counts parallel guesses in one step: never more than 5 are checked', async () => {
    const { token } = await t.crearUsuario('Paralelo', 5);
    const respuestas = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cambiar(token, 'Paralelo', `mala-${i}-clave`)),
    );
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([
      400, 400, 400, 400, 400, 429, 429, 429, 429, 429,
    ]);
  });

  it('forgets the failures once the right password is given', async () => {
    const { token } = await t.crearUsuario('Recordado', 5);
    for (let i = 0; i < 4; i++) await cambiar(token, 'Recordado', `mala-${i}-clave`);
    const bien = await cambiar(token, 'Recordado', CLAVE);
    expect(bien.statusCode).toBe(200);
    const nuevo = bien.json().access_token as string;
    for (let i = 0; i < 5; i++) {
      expect((await cambiar(nuevo, 'Recordado', `mala-${i}-clave`)).statusCode).toBe(400);
    }
    expect((await cambiar(nuevo, 'Recordado', 'mala-9-clave')).statusCode).toBe(429);
  });

  it('refuses a wrong current password and another person’s account', async () => {
    const { token } = await t.crearUsuario('Olvidadizo', 5);
    const mala = await t.como(token, {
      method: 'PATCH',
      url: '/api/user/change-password',
      payload: { nameUser: 'Olvidadizo', oldPassword: 'no-es-esta', newPassword: 'nueva-clave-22' },
    });
    expect(mala.statusCode).toBe(400);
    expect(mala.json()).toEqual({ message: 'La contraseña actual no es correcta.' });
    const ajena = await t.como(token, {
      method: 'PATCH',
      url: '/api/user/change-password',
      payload: { nameUser: 'Cocinera', oldPassword: CLAVE, newPassword: 'nueva-clave-22' },
    });
    expect(ajena.statusCode).toBe(403);
    expect(await t.login('Olvidadizo')).toBeTruthy();
  });
});
