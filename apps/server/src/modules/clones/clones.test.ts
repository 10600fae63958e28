import { describe, expect, it } from 'vitest';
import { CLAVE } from '../../test/app';
import { appConPersonas } from '../../test/personas';

const { t } = appConPersonas();

interface Clon {
  id: number;
  ip_address: string;
  usuario: { username: string };
}

/** Accounts signed in from one IP: each one's (account, IP) row becomes a clone. */
async function desdeLaMismaIp(ip: string, cuentas: Array<[string, number]>) {
  const tokens = new Map<string, string>();
  for (const [nombre, nivel] of cuentas) {
    await t.crearUsuario(nombre, nivel);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: nombre, password: CLAVE },
      remoteAddress: ip,
    });
    tokens.set(nombre, res.json<{ access_token: string }>().access_token);
  }
  return tokens;
}

describe('clones: only accounts the caller may act on', () => {
  it('lists and flags rows of lower ranks only; the owner sees and flags all', async () => {
    const ip = '198.51.100.20';
    const tokens = await desdeLaMismaIp(ip, [
      ['GerenteC', 2],
      ['GerenteIgual', 2],
      ['JuntaC', 1],
      ['CocineroC', 5],
    ]);
    const dueno = (await t.crearUsuario('DuenaC', 0)).token;
    const gerente = tokens.get('GerenteC') ?? '';
    const lista = async (token: string) =>
      ((await t.como(token, { method: 'GET', url: '/api/user/clones' })).json() as Clon[]).filter(
        (c) => c.ip_address === ip,
      );

    const vistos = await lista(gerente);
    expect(vistos.map((c) => c.usuario.username)).toEqual(['CocineroC']);
    const todos = await lista(dueno);
    expect(todos.map((c) => c.usuario.username).sort()).toEqual(
      ['CocineroC', 'GerenteC', 'GerenteIgual', 'JuntaC'].sort(),
    );

    const marcar = (token: string, nombre: string) =>
      t.como(token, {
        method: 'PATCH',
        url: `/api/user/clones/${todos.find((c) => c.usuario.username === nombre)?.id}`,
        payload: { permitido: true },
      });
    const mensaje = 'Solo puedes marcar clones de personas de rango inferior al tuyo.';
    for (const nombre of ['GerenteC', 'GerenteIgual', 'JuntaC']) {
      const res = await marcar(gerente, nombre);
      expect([res.statusCode, res.json().message], nombre).toEqual([403, mensaje]);
    }
    expect((await marcar(gerente, 'CocineroC')).json()).toMatchObject({
      message: 'Clon permitido',
      clon: { usuario: { username: 'CocineroC' } },
    });
    expect((await marcar(dueno, 'JuntaC')).statusCode).toBe(200);
  });
});
