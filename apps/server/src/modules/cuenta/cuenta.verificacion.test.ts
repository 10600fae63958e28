import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAVE, crearAppDePrueba, type TestApp } from '../../test/app';
import { iniciarHabboFalso, type HabboFalso, type ModoHabbo } from '../../test/habbo-falso';

// Habbo identity (docs/reglas.md, Habbo identity), against a local fake of Habbo's API.

const CADUCADO = { message: 'El código ha caducado. Pide uno nuevo.' };
const NO_EXISTE = { message: 'Ese usuario no existe en Habbo.' };
const NO_EN_MISION = { message: 'No encontramos el código en tu misión de Habbo.' };
const YA_REGISTRADA = { message: 'Esa cuenta de Habbo ya está registrada.' };
const SIN_CONEXION = { message: 'No se pudo contactar con Habbo. Inténtalo más tarde.' };
const NUEVA = 'clave-nueva-99';

let habbo: HabboFalso;
let t: TestApp;
let dueno: string;
/** Moves the app's clock forward (to let codes expire). */
let desfase = 0;

beforeAll(async () => {
  habbo = await iniciarHabboFalso();
  t = await crearAppDePrueba(
    { HABBO_URL: habbo.url, HABBO_TIMEOUT_MS: '2000' },
    { reloj: () => new Date(Date.now() + desfase) },
  );
  dueno = (await t.crearUsuario('Jefa', 0)).token;
});
afterAll(() => habbo.cerrar());

const post = (url: string, payload: unknown, token: string | null = null) =>
  t.como(token, { method: 'POST', url, payload: payload as object });

async function pedirCodigo(nameUser: string, ruta = '/api/user/verificacion') {
  const res = await post(ruta, { nameUser });
  expect(res.statusCode).toBe(200);
  return res.json<{ codigo: string; expira_en: string; message: string }>().codigo;
}

async function cuentas() {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as n from usuarios`,
  )) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n);
}

async function verificacion(setting: boolean) {
  const res = await t.como(dueno, {
    method: 'PATCH',
    url: '/api/ajustes',
    payload: { verificar_habbo: setting },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().verificar_habbo).toBe(setting);
}

describe('the setting', () => {
  it('is off by default, so registering needs no code and Habbo is never asked', async () => {
    expect((await t.como(dueno, { method: 'GET', url: '/api/ajustes' })).json()).toMatchObject({
      verificar_habbo: false,
    });
    const llamadas = habbo.llamadas();
    const res = await post('/api/user/register', { nameUser: 'SinHabbo', password: CLAVE });
    expect(res.statusCode).toBe(201);
    expect(habbo.llamadas()).toBe(llamadas);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      verificar_habbo: false,
    });
  });

  it('is a boolean only the owner changes, and the public config tells it', async () => {
    const bad = await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { verificar_habbo: 'si' },
    });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { message: 'verificar_habbo debe ser verdadero o falso.' },
    ]);
    const invitado = (await t.crearUsuario('Curioso', 7)).token;
    const ajeno = await t.como(invitado, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { verificar_habbo: false },
    });
    expect(ajeno.statusCode).toBe(403);
    await verificacion(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      verificar_habbo: true,
    });
  });
});

describe('codes', () => {
  it('are MCH- and six unambiguous characters, valid 15 minutes, stored only hashed', async () => {
    const antes = Date.now();
    const res = await post('/api/user/verificacion', { nameUser: ' Ｍａｒｔａ ' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ codigo: string; expira_en: string; message: string }>();
    expect(body.codigo).toMatch(/^MCH-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(body.message).toBe(
      'Pon este código en tu misión de Habbo y continúa antes de que caduque.',
    );
    const minutos = (Date.parse(body.expira_en) - antes) / 60_000;
    expect(minutos).toBeGreaterThan(14.9);
    expect(minutos).toBeLessThanOrEqual(15.1);
    const { rows } = (await t.database.db.execute(
      sql`select codigo_hash, nombre from codigos_habbo`,
    )) as unknown as { rows: { codigo_hash: string; nombre: string }[] };
    const hash = createHash('sha256').update(body.codigo).digest('hex');
    expect(rows).toContainEqual({ codigo_hash: hash, nombre: 'Marta' });
    expect(JSON.stringify(rows)).not.toContain(body.codigo);
    // Two codes are never the same.
    expect(await pedirCodigo('Marta')).not.toBe(body.codigo);
  });

  it('refuse a name that breaks the name rules', async () => {
    const res = await post('/api/user/verificacion', { nameUser: 'a b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('El nombre de usuario solo puede tener');
  });
});

describe('register with verification on', () => {
  it('accepts the code found in the motto and keeps Habbo’s id, spelling and figure', async () => {
    const jugador = habbo.jugador({ name: 'Ana.Real', figureString: 'hd-180-1.ch-210-66' });
    const codigo = await pedirCodigo('ana.real');
    habbo.mision('Ana.Real', `Restaurante ${codigo.toLowerCase()} :)`);
    const res = await post('/api/user/register', {
      nameUser: 'ana.real',
      password: CLAVE,
      codigo,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toEqual({ nameUser: 'Ana.Real', nivel: 7, rango: null });
    const { rows } = (await t.database.db.execute(
      sql`select habbo_unique_id, habbo_figura, habbo_avatar_url from usuarios where username = 'Ana.Real'`,
    )) as unknown as {
      rows: { habbo_unique_id: string; habbo_figura: string; habbo_avatar_url: string }[];
    };
    expect(rows[0]).toMatchObject({
      habbo_unique_id: jugador.uniqueId,
      habbo_figura: 'hd-180-1.ch-210-66',
    });
    expect(rows[0]?.habbo_avatar_url).toContain(`${habbo.url}/habbo-imaging/avatarimage?figure=`);
    // The profile and the users list show the account as verified.
    const token = await t.login('Ana.Real');
    const perfil = await t.como(token, { method: 'GET', url: '/api/user/perfil/Ana.Real' });
    expect(perfil.json().habbo_verificado).toBe(true);
    const lista = await t.como(dueno, { method: 'GET', url: '/api/user/all' });
    const filas = lista.json<{ username: string; habbo_verificado: boolean }[]>();
    expect(filas.find((u) => u.username === 'Ana.Real')?.habbo_verificado).toBe(true);
    expect(filas.find((u) => u.username === 'SinHabbo')?.habbo_verificado).toBe(false);
    // The code works once.
    const otra = await post('/api/user/register', {
      nameUser: 'ana.real',
      password: CLAVE,
      codigo,
    });
    expect([otra.statusCode, otra.json()]).toEqual([400, CADUCADO]);
  });

  it('is not asked of an administrator creating an account (register-admin)', async () => {
    const res = await post(
      '/api/user/register-admin',
      { nameUser: 'Por.Admin', password: CLAVE },
      dueno,
    );
    expect(res.statusCode).toBe(201);
    const perfil = await t.como(dueno, { method: 'GET', url: '/api/user/perfil/Por.Admin' });
    expect(perfil.json().habbo_verificado).toBe(false);
  });

  it('needs a code (400) and creates nothing', async () => {
    const n = await cuentas();
    const res = await post('/api/user/register', { nameUser: 'Sin.Codigo', password: CLAVE });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'Pide un código de verificación y ponlo en tu misión de Habbo.' },
    ]);
    const malo = await post('/api/user/register', {
      nameUser: 'Sin.Codigo',
      password: CLAVE,
      codigo: 'MCH-0000O1',
    });
    expect([malo.statusCode, malo.json()]).toEqual([
      400,
      { message: 'El código debe ser como MCH-ABC234.' },
    ]);
    expect(await cuentas()).toBe(n);
  });

  it('refuses an unknown code, one of another name and an expired one (400)', async () => {
    habbo.jugador({ name: 'Caduca' });
    const n = await cuentas();
    const desconocido = await post('/api/user/register', {
      nameUser: 'Caduca',
      password: CLAVE,
      codigo: 'MCH-ABCDEF',
    });
    expect([desconocido.statusCode, desconocido.json()]).toEqual([400, CADUCADO]);

    const deOtro = await pedirCodigo('OtraPersona');
    habbo.mision('Caduca', deOtro);
    const ajeno = await post('/api/user/register', {
      nameUser: 'Caduca',
      password: CLAVE,
      codigo: deOtro,
    });
    expect([ajeno.statusCode, ajeno.json()]).toEqual([400, CADUCADO]);

    const codigo = await pedirCodigo('Caduca');
    habbo.mision('Caduca', codigo);
    desfase = 15 * 60_000 + 1000;
    try {
      const tarde = await post('/api/user/register', {
        nameUser: 'Caduca',
        password: CLAVE,
        codigo,
      });
      expect([tarde.statusCode, tarde.json()]).toEqual([400, CADUCADO]);
    } finally {
      desfase = 0;
    }
    expect(await cuentas()).toBe(n);
  });

  it('refuses a player Habbo does not have (404)', async () => {
    const n = await cuentas();
    const codigo = await pedirCodigo('Fantasma');
    const res = await post('/api/user/register', {
      nameUser: 'Fantasma',
      password: CLAVE,
      codigo,
    });
    expect([res.statusCode, res.json()]).toEqual([404, NO_EXISTE]);
    expect(await cuentas()).toBe(n);
  });

  it('refuses when the motto does not hold the code (409), and accepts once it does', async () => {
    habbo.jugador({ name: 'Lento.Mision', motto: 'sin código todavía' });
    const n = await cuentas();
    const codigo = await pedirCodigo('Lento.Mision');
    const body = { nameUser: 'Lento.Mision', password: CLAVE, codigo };
    const res = await post('/api/user/register', body);
    expect([res.statusCode, res.json()]).toEqual([409, NO_EN_MISION]);
    expect(await cuentas()).toBe(n);
    habbo.mision('Lento.Mision', codigo);
    expect((await post('/api/user/register', body)).statusCode).toBe(201);
  });

  it('refuses a Habbo player already registered under an older name (409)', async () => {
    habbo.jugador({ name: 'Antiguo' });
    const primero = await pedirCodigo('Antiguo');
    habbo.mision('Antiguo', primero);
    expect(
      (
        await post('/api/user/register', {
          nameUser: 'Antiguo',
          password: CLAVE,
          codigo: primero,
        })
      ).statusCode,
    ).toBe(201);
    habbo.renombrar('Antiguo', 'Renombrado');
    const n = await cuentas();
    const codigo = await pedirCodigo('Renombrado');
    habbo.mision('Renombrado', codigo);
    const res = await post('/api/user/register', {
      nameUser: 'Renombrado',
      password: CLAVE,
      codigo,
    });
    expect([res.statusCode, res.json()]).toEqual([409, YA_REGISTRADA]);
    expect(await cuentas()).toBe(n);
  });

  it.each<ModoHabbo>(['lento', '429', '403', '500', 'html'])(
    'answers 503 when Habbo is %s, creates nothing and keeps the code',
    async (modo) => {
      const nombre = `Caida.${modo}`;
      habbo.jugador({ name: nombre });
      const codigo = await pedirCodigo(nombre);
      habbo.mision(nombre, codigo);
      const n = await cuentas();
      habbo.modo(modo);
      try {
        const res = await post('/api/user/register', { nameUser: nombre, password: CLAVE, codigo });
        expect([res.statusCode, res.json()]).toEqual([503, SIN_CONEXION]);
      } finally {
        habbo.modo('normal');
      }
      expect(await cuentas()).toBe(n);
      const luego = await post('/api/user/register', { nameUser: nombre, password: CLAVE, codigo });
      expect(luego.statusCode).toBe(201);
    },
  );
});

describe('verifying an existing account', () => {
  it('needs a session (401)', async () => {
    const res = await post('/api/user/verificar', { codigo: 'MCH-ABCDEF' });
    expect(res.statusCode).toBe(401);
  });

  it('proves the account with the code in the motto, once', async () => {
    const { token } = await t.crearUsuario('Beto', 7);
    const jugador = habbo.jugador({ name: 'Beto' });
    const sinCodigo = await post('/api/user/verificar', { codigo: 'MCH-ABCDEF' }, token);
    expect([sinCodigo.statusCode, sinCodigo.json()]).toEqual([400, CADUCADO]);
    const codigo = await pedirCodigo('Beto');
    const antes = await post('/api/user/verificar', { codigo }, token);
    expect([antes.statusCode, antes.json()]).toEqual([409, NO_EN_MISION]);
    habbo.mision('Beto', `¡${codigo}!`);
    habbo.modo('500');
    try {
      const caido = await post('/api/user/verificar', { codigo }, token);
      expect([caido.statusCode, caido.json()]).toEqual([503, SIN_CONEXION]);
    } finally {
      habbo.modo('normal');
    }
    const res = await post('/api/user/verificar', { codigo }, token);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'Cuenta de Habbo verificada.' }]);
    const perfil = await t.como(token, { method: 'GET', url: '/api/user/perfil/Beto' });
    expect(perfil.json().habbo_verificado).toBe(true);
    const { rows } = (await t.database.db.execute(
      sql`select habbo_unique_id from usuarios where username = 'Beto'`,
    )) as unknown as { rows: { habbo_unique_id: string }[] };
    expect(rows[0]?.habbo_unique_id).toBe(jugador.uniqueId);
    const otra = await post('/api/user/verificar', { codigo: await pedirCodigo('Beto') }, token);
    expect([otra.statusCode, otra.json()]).toEqual([
      409,
      { message: 'Tu cuenta ya está verificada.' },
    ]);
  });

  it('refuses a player Habbo does not have (404) and one another account holds (409)', async () => {
    const { token } = await t.crearUsuario('Nadie.En.Habbo', 7);
    const codigo = await pedirCodigo('Nadie.En.Habbo');
    const res = await post('/api/user/verificar', { codigo }, token);
    expect([res.statusCode, res.json()]).toEqual([404, NO_EXISTE]);

    // Ana.Real's player renamed in Habbo, and someone registered that new name earlier.
    const { token: suplente } = await t.crearUsuario('Ana.Nueva', 7);
    habbo.renombrar('Ana.Real', 'Ana.Nueva');
    const otro = await pedirCodigo('Ana.Nueva');
    habbo.mision('Ana.Nueva', otro);
    const repetida = await post('/api/user/verificar', { codigo: otro }, suplente);
    expect([repetida.statusCode, repetida.json()]).toEqual([409, YA_REGISTRADA]);
    habbo.renombrar('Ana.Nueva', 'Ana.Real');
  });
});

describe('password recovery', () => {
  it('answers the same shape for any name, so names cannot be probed', async () => {
    const a = await post('/api/user/recuperar', { nameUser: 'Ana.Real' });
    const b = await post('/api/user/recuperar', { nameUser: 'NoExisteNadie' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(Object.keys(a.json()).sort()).toEqual(['codigo', 'expira_en', 'message']);
    expect(Object.keys(b.json()).sort()).toEqual(Object.keys(a.json()).sort());
  });

  it('sets the new password when the code is in the motto, and ends every session', async () => {
    const viejo = await t.login('Ana.Real');
    // The player was renamed in Habbo: recovery finds them by their permanent id.
    habbo.renombrar('Ana.Real', 'Ana.Otra');
    try {
      const codigo = await pedirCodigo('Ana.Real', '/api/user/recuperar');
      const body = { nameUser: 'Ana.Real', codigo, newPassword: NUEVA };
      const sin = await post('/api/user/recuperar/confirmar', body);
      expect([sin.statusCode, sin.json()]).toEqual([409, NO_EN_MISION]);
      habbo.mision('Ana.Otra', codigo);
      habbo.modo('lento');
      try {
        const lento = await post('/api/user/recuperar/confirmar', body);
        expect([lento.statusCode, lento.json()]).toEqual([503, SIN_CONEXION]);
      } finally {
        habbo.modo('normal');
      }
      const res = await post('/api/user/recuperar/confirmar', body);
      expect([res.statusCode, res.json()]).toEqual([
        200,
        { message: 'Contraseña cambiada. Ya puedes iniciar sesión.' },
      ]);
      const antes = await t.como(viejo, { method: 'GET', url: '/api/user/perfil/Ana.Real' });
      expect(antes.statusCode).toBe(401);
      await expect(t.login('Ana.Real')).rejects.toThrow(/401/);
      expect(await t.login('Ana.Real', NUEVA)).toBeTruthy();
      const otra = await post('/api/user/recuperar/confirmar', body);
      expect([otra.statusCode, otra.json()]).toEqual([400, CADUCADO]);
    } finally {
      habbo.renombrar('Ana.Otra', 'Ana.Real');
    }
  });

  it('refuses unknown names, unverified accounts, registration codes and expired codes alike (400)', async () => {
    const casos = [
      {
        nameUser: 'NoExisteNadie',
        codigo: await pedirCodigo('NoExisteNadie', '/api/user/recuperar'),
      },
      { nameUser: 'SinHabbo', codigo: await pedirCodigo('SinHabbo', '/api/user/recuperar') },
      { nameUser: 'Ana.Real', codigo: await pedirCodigo('Ana.Real') },
    ];
    for (const caso of casos) {
      const res = await post('/api/user/recuperar/confirmar', { ...caso, newPassword: NUEVA });
      expect([res.statusCode, res.json()]).toEqual([400, CADUCADO]);
    }
    const codigo = await pedirCodigo('Ana.Real', '/api/user/recuperar');
    habbo.mision('Ana.Real', codigo);
    desfase = 16 * 60_000;
    try {
      const tarde = await post('/api/user/recuperar/confirmar', {
        nameUser: 'Ana.Real',
        codigo,
        newPassword: 'otra-clave-77',
      });
      expect([tarde.statusCode, tarde.json()]).toEqual([400, CADUCADO]);
    } finally {
      desfase = 0;
    }
    expect(await t.login('Ana.Real', NUEVA)).toBeTruthy();
  });

  it('refuses when Habbo no longer has the player (404)', async () => {
    const { token } = await t.crearUsuario('Baneado', 7);
    habbo.jugador({ name: 'Baneado' });
    const codigo = await pedirCodigo('Baneado');
    habbo.mision('Baneado', codigo);
    expect((await post('/api/user/verificar', { codigo }, token)).statusCode).toBe(200);
    const recuperar = await pedirCodigo('Baneado', '/api/user/recuperar');
    // Habbo banned the player: their id now answers 404.
    await t.database.db.execute(
      sql`update usuarios set habbo_unique_id = 'hhes-desaparecido' where username = 'Baneado'`,
    );
    const res = await post('/api/user/recuperar/confirmar', {
      nameUser: 'Baneado',
      codigo: recuperar,
      newPassword: NUEVA,
    });
    expect([res.statusCode, res.json()]).toEqual([404, NO_EXISTE]);
  });
});

describe('name changes of verified people', () => {
  it('record whether Habbo gives the new name to the same player', async () => {
    const { token } = await t.crearUsuario('Carla', 7);
    habbo.jugador({ name: 'Carla' });
    const codigo = await pedirCodigo('Carla');
    habbo.mision('Carla', codigo);
    expect((await post('/api/user/verificar', { codigo }, token)).statusCode).toBe(200);
    habbo.jugador({ name: 'Carla.Falsa' });
    const ajena = await post(
      '/api/user/change-name',
      { nameUser: 'Carla', newName: 'Carla.Falsa' },
      token,
    );
    expect(ajena.statusCode).toBe(201);
    expect(ajena.json().solicitud.habbo_coincide).toBe(false);

    const { token: sinVerificar } = await t.crearUsuario('Dario', 7);
    const libre = await post(
      '/api/user/change-name',
      { nameUser: 'Dario', newName: 'Dario.Nuevo' },
      sinVerificar,
    );
    expect(libre.json().solicitud.habbo_coincide).toBeNull();

    const lista = await t.como(dueno, { method: 'GET', url: '/api/user/change-name/all' });
    const filas = lista.json<{ nameUser: string; habbo_coincide: boolean | null }[]>();
    expect(filas.find((f) => f.nameUser === 'Carla')?.habbo_coincide).toBe(false);
  });

  it('records a match when the player renamed in Habbo first', async () => {
    const { token } = await t.crearUsuario('Elena', 7);
    habbo.jugador({ name: 'Elena' });
    const codigo = await pedirCodigo('Elena');
    habbo.mision('Elena', codigo);
    expect((await post('/api/user/verificar', { codigo }, token)).statusCode).toBe(200);
    habbo.renombrar('Elena', 'Elena.Chef');
    const res = await post(
      '/api/user/change-name',
      { nameUser: 'Elena', newName: 'Elena.Chef' },
      token,
    );
    expect(res.json().solicitud.habbo_coincide).toBe(true);
  });
});

describe('limits and an unreachable Habbo', () => {
  let t2: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: Habbo is unreachable.
    t2 = await crearAppDePrueba({ HABBO_URL: 'http://127.0.0.1:9', LOGIN_MAX_PER_MINUTE: '3' });
    const owner = (await t2.crearUsuario('Jefa', 0)).token;
    await t2.como(owner, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { verificar_habbo: true },
    });
  });

  it('answers 503 when Habbo cannot be reached', async () => {
    const pedido = await t2.app.inject({
      method: 'POST',
      url: '/api/user/verificacion',
      payload: { nameUser: 'Lejano' },
      remoteAddress: '10.0.0.1',
    });
    const res = await t2.app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: '10.0.0.1',
      payload: { nameUser: 'Lejano', password: CLAVE, codigo: pedido.json().codigo },
    });
    expect([res.statusCode, res.json()]).toEqual([503, SIN_CONEXION]);
  });

  it.each(['/api/user/verificacion', '/api/user/recuperar'])(
    'limits %s like login (429)',
    async (url) => {
      const estados: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t2.app.inject({
          method: 'POST',
          url,
          payload: { nameUser: 'Insistente' },
          remoteAddress: '10.0.0.2',
        });
        estados.push(res.statusCode);
      }
      expect(estados).toEqual([200, 200, 200, 429]);
    },
  );
});
