import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { completarEsqueletos } from '../../db/esqueletos';
import { esViolacionUnica } from '../../lib/pg-errors';
import { CLAVE, crearAppDePrueba, type TestApp } from '../../test/app';

// One name per person (docs/reglas.md, Accounts and names), through the real server.

let t: TestApp;
let gerente: { id: number; token: string };
beforeAll(async () => {
  t = await crearAppDePrueba();
  gerente = await t.crearUsuario('GerenteNombres', 2);
});

const registrar = (nameUser: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { nameUser, password: CLAVE },
  });
const registrarPorAdmin = (nameUser: string) =>
  t.como(gerente.token, {
    method: 'POST',
    url: '/api/user/register-admin',
    payload: { nameUser, password: CLAVE },
  });

async function filas<T>(consulta: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(consulta)) as unknown as { rows: T[] }).rows;
}
async function cuentas() {
  const [fila] = await filas<{ n: number }>(sql`select count(*)::int as n from usuarios`);
  return Number(fila?.n);
}

describe('unseen characters', () => {
  it.each([
    ['zero-width joiner', 'Ze\u200Dro'],
    ['zero-width space', 'Ze\u200Bro'],
    ['Hangul filler', 'Ze\u3164ro'],
    ['Hangul filler alone', '\u3164'],
    ['halfwidth Hangul filler', '\uFFA0Zero'],
    ['right-to-left override', 'Ze\u202Ero'],
    ['soft hyphen', 'Ze\u00ADro'],
    ['byte order mark', '\uFEFFZero'],
    ['left-to-right mark', 'Zero\u200E'],
  ])('refuses a %s at register and register-admin, creating nothing', async (_, nombre) => {
    const antes = await cuentas();
    for (const res of [await registrar(nombre), await registrarPorAdmin(nombre)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'El nombre contiene caracteres no permitidos.' });
    }
    expect(await cuentas()).toBe(antes);
  });
});

describe('NFKC', () => {
  it('registers a fullwidth name as its plain form and signs in with either', async () => {
    const res = await registrar('Ｃｏｃｉｎａ');
    expect(res.statusCode).toBe(201);
    expect(res.json().user.nameUser).toBe('Cocina');
    const [fila] = await filas<{ username: string }>(
      sql`select username from usuarios where lower(username) = 'cocina'`,
    );
    expect(fila?.username).toBe('Cocina');
    expect(await t.login('Cocina')).toBeTruthy();
    expect(await t.login('Ｃｏｃｉｎａ')).toBeTruthy();
  });

  it('refuses the fullwidth form of a taken name', async () => {
    await t.crearUsuario('Chef', 5);
    for (const res of [await registrar('Ｃｈｅｆ'), await registrarPorAdmin('Ｃｈｅｆ')]) {
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { message: 'Ese nombre ya está en uso.' },
      ]);
    }
  });
});

describe('look-alike names', () => {
  it.each(['CHEF', 'chef', 'Chéf'])(
    'refuses %s while Chef exists, at register and register-admin',
    async (nombre) => {
      const antes = await cuentas();
      for (const res of [await registrar(nombre), await registrarPorAdmin(nombre)]) {
        expect([res.statusCode, res.json()]).toEqual([
          409,
          { message: 'Ese nombre ya está en uso.' },
        ]);
      }
      expect(await cuentas()).toBe(antes);
    },
  );

  it('tells a capital i from an l and a zero from an O', async () => {
    expect((await registrar('PayPal')).statusCode).toBe(201);
    expect((await registrar('PayPaI')).statusCode).toBe(409);
    expect((await registrar('BOBO')).statusCode).toBe(201);
    expect((await registrar('B0B0')).statusCode).toBe(409);
  });

  it('keeps different names apart', async () => {
    expect((await registrar('Chefa')).statusCode).toBe(201);
    expect((await registrar('Chefs')).statusCode).toBe(201);
  });

  it('lets only one of two look-alike registrations at once through', async () => {
    const respuestas = await Promise.all(
      ['Gemelo', 'Gémelo', 'GEMELO', 'Gemel0'].map((n) => registrar(n)),
    );
    expect(respuestas.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('is enforced by the database for a direct insert', async () => {
    await t.crearUsuario('Directo', 7);
    const [fila] = await filas<{ e: string; ee: string }>(
      sql`select nombre_esqueleto as e, nombre_esqueleto_escrito as ee from usuarios where username = 'Directo'`,
    );
    expect(fila).toEqual({ e: 'directo', ee: 'directo' });
    for (const [e, ee] of [
      ['directo', 'otro'],
      ['otro', 'directo'],
    ]) {
      const error = await t.database.db
        .execute(
          sql`insert into usuarios (username, password_hash, nombre_esqueleto, nombre_esqueleto_escrito)
              values ('Dіrecto', 'x', ${e}, ${ee})`,
        )
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(esViolacionUnica(error)).toBe(true);
    }
  });
});

describe("letters outside Habbo's set (Accounts and names 4.14)", () => {
  it.each(['Cheƒ', 'Сhef', 'Dueɲo', 'Geɾente1', 'Σοφία'])(
    'refuses %s at register, register-admin and a name change, creating nothing',
    async (nombre) => {
      const nombrePersona = `Cambia${(await cuentas()) + 1}`;
      const persona = await t.crearUsuario(nombrePersona, 5);
      const antes = await cuentas();
      const cambio = await t.como(persona.token, {
        method: 'POST',
        url: '/api/user/change-name',
        payload: { newName: nombre, nameUser: nombrePersona },
      });
      for (const res of [await registrar(nombre), await registrarPorAdmin(nombre), cambio]) {
        expect([res.statusCode, res.json()]).toEqual([
          400,
          { message: 'El nombre contiene caracteres no permitidos.' },
        ]);
      }
      expect(await cuentas()).toBe(antes);
      const [pedidos] = await filas<{ n: number }>(
        sql`select count(*)::int as n from cambios_nombre where usuario_id = ${persona.id}`,
      );
      expect(Number(pedidos?.n)).toBe(0);
    },
  );

  it('lets an older account whose name has such letters sign in', async () => {
    await t.crearUsuario('Dueɲa', 5);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: 'Dueɲa', password: CLAVE },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.nameUser).toBe('Dueɲa');
  });
});

describe('accounts from before the look-alike keys', () => {
  it('get their keys at start; the later of two look-alikes keeps a unique one', async () => {
    // Rows as the migration leaves them: no keys yet.
    const ids = await filas<{ id: number; username: string }>(sql`
      insert into usuarios (username, password_hash)
      values ('Antiguo1', 'x'), ('AntiguoI', 'x'), ('Vieja', 'x'), ('Vіeja', 'x'), ('Ｒａｎｃｉｏ', 'x')
      returning id, username`);
    await completarEsqueletos(t.database.db);
    const porNombre = new Map(
      (
        await filas<{ id: number; username: string; e: string; ee: string }>(sql`
          select id, username, nombre_esqueleto as e, nombre_esqueleto_escrito as ee
          from usuarios where id in (${sql.join(
            ids.map((f) => sql`${f.id}`),
            sql`, `,
          )})`)
      ).map((f) => [f.username, f]),
    );
    const id = (nombre: string) => ids.find((f) => f.username === nombre)?.id;
    expect(porNombre.get('Antiguo1')).toMatchObject({ e: 'antiguol', ee: 'antiguol' });
    expect(porNombre.get('AntiguoI')).toMatchObject({
      e: 'antiguoi',
      ee: `antiguol#${id('AntiguoI')}`,
    });
    expect(porNombre.get('Vieja')).toMatchObject({ e: 'vieja', ee: 'vieja' });
    expect(porNombre.get('Vіeja')).toMatchObject({
      e: `vieja#${id('Vіeja')}`,
      ee: `vieja#${id('Vіeja')}`,
    });
    // A name not in NFKC is stored in NFKC, so signing in still finds it.
    expect(porNombre.get('Rancio')).toMatchObject({ e: 'rancio', ee: 'rancio' });

    // The earlier account keeps the name: look-alikes of it are refused.
    expect((await registrar('VIEJA')).statusCode).toBe(409);
    expect((await registrar('Antiguol')).statusCode).toBe(409);
    expect((await registrar('Ｒａｎｃｉｏ')).statusCode).toBe(409);
  });
});
