import { beforeAll, describe, expect, it } from 'vitest';
import { appConPersonas } from '../../test/personas';

// docs/reglas.md, Finding people 27.1–27.3.
const { t } = appConPersonas();
let dueno: string;
let gerente: string;
let chef: string;
beforeAll(async () => {
  dueno = (await t.crearUsuario('Dueno', 0)).token;
  gerente = (await t.crearUsuario('Gerente', 2)).token;
  chef = (await t.crearUsuario('Chefa', 3)).token;
  await t.crearUsuario('Ángela', 5);
  await t.crearUsuario('MANGOSTA', 6);
  await t.crearUsuario('Angelote', 7);
  await t.crearUsuario('Hostes1', 6);
  await t.crearUsuario('Junta', 1);
  for (let i = 0; i < 25; i++) await t.crearUsuario(`Fila${String(i).padStart(2, '0')}`, 7);
  // A dismissed cook: a guest with a dismissal in force.
  await t.crearUsuario('Despedida', 5);
  const res = await t.como(gerente, {
    method: 'POST',
    url: '/api/despido',
    payload: { usuario: 'Despedida', motivo: 'Faltas' },
  });
  expect(res.statusCode).toBe(201);
});

const buscar = (token: string, q: string) =>
  t.como(token, { method: 'GET', url: `/api/user/buscar?q=${encodeURIComponent(q)}` });
const elegibles = (token: string, para: string) =>
  t.como(token, { method: 'GET', url: `/api/user/elegibles?para=${para}` });
const nombres = (res: { json(): unknown }) =>
  (res.json() as Array<{ username: string }>).map((p) => p.username);

describe('GET /user/buscar', () => {
  it('finds part of a name ignoring case and accents, names that start with it first', async () => {
    const res = await buscar(gerente, 'ANGE');
    expect(res.statusCode).toBe(200);
    expect(nombres(res)).toEqual(['Ángela', 'Angelote']);
    expect(nombres(await buscar(gerente, 'ngo'))).toEqual(['MANGOSTA']);
    expect(nombres(await buscar(gerente, 'host'))).toEqual(['Hostes1']);
    expect(nombres(await buscar(gerente, 'án'))).toEqual(['Ángela', 'Angelote', 'MANGOSTA']);
  });

  it('answers level, rank, mission, area, avatar and whether dismissed', async () => {
    const [angela] = (await buscar(gerente, 'ángela')).json();
    expect(angela).toEqual({
      id: expect.any(Number),
      username: 'Ángela',
      nivel: 5,
      rango: expect.any(String),
      mision: expect.any(String),
      area: expect.stringMatching(/^(cocina|servicios|limpieza)$/),
      habbo_avatar_url: null,
      despedido: false,
    });
    const [despedida] = (await buscar(dueno, 'despedida')).json();
    expect(despedida).toMatchObject({ nivel: 7, rango: null, area: null, despedido: true });
  });

  it('answers at most 20 people', async () => {
    const res = await buscar(gerente, 'fila');
    expect(res.json()).toHaveLength(20);
    expect(nombres(res)[0]).toBe('Fila00');
  });

  it('needs 2 characters and is administration only', async () => {
    const corta = await buscar(gerente, ' a ');
    expect([corta.statusCode, corta.json().message]).toEqual([
      400,
      'Escribe al menos 2 letras del nombre.',
    ]);
    expect((await buscar(chef, 'ange')).statusCode).toBe(403);
    expect((await t.como(null, { method: 'GET', url: '/api/user/buscar?q=an' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /user/elegibles', () => {
  it('offers a timekeeper only workers below them, never guests or the dismissed', async () => {
    const res = await elegibles(chef, 'tiempo');
    expect(res.statusCode).toBe(200);
    expect(nombres(res)).toEqual(['Ángela', 'Hostes1', 'MANGOSTA']);
    expect(nombres(await elegibles(chef, 'advertencia'))).toEqual(nombres(res));
    const gerenteTiempo = nombres(await elegibles(gerente, 'tiempo'));
    expect(gerenteTiempo).toEqual(['Ángela', 'Chefa', 'Hostes1', 'MANGOSTA']);
    const duenoTiempo = nombres(await elegibles(dueno, 'tiempo'));
    expect(duenoTiempo).toEqual(['Ángela', 'Chefa', 'Gerente', 'Hostes1', 'Junta', 'MANGOSTA']);
  });

  it('lets a sale or a membership go to a guest, a dismissal only to someone ranked', async () => {
    const venta = nombres(await elegibles(gerente, 'venta'));
    expect(venta).toContain('Angelote');
    expect(venta).toContain('Fila00');
    expect(venta).not.toContain('Despedida');
    expect(venta).not.toContain('Junta');
    expect(venta).not.toContain('Gerente');
    expect(nombres(await elegibles(gerente, 'membresia'))).toEqual(venta);
    expect(nombres(await elegibles(gerente, 'puesto'))).toEqual(venta);
    expect(nombres(await elegibles(gerente, 'despido'))).toEqual([
      'Ángela',
      'Chefa',
      'Hostes1',
      'MANGOSTA',
    ]);
  });

  it('keeps sales, memberships, dismissals and posts to administration', async () => {
    for (const para of ['venta', 'membresia', 'despido', 'puesto']) {
      const res = await elegibles(chef, para);
      expect([para, res.statusCode, res.json().message]).toEqual([
        para,
        403,
        'Solo la administración elige personas para esto.',
      ]);
    }
    const sinUso = await elegibles(chef, 'otra');
    expect([sinUso.statusCode, sinUso.json().message]).toEqual([
      400,
      'Indica para qué se elige a la persona.',
    ]);
  });
});
