import { describe, expect, it } from 'vitest';
import { CLAVE } from '../../test/app';
import { appConPersonas } from '../../test/personas';

const { t, gerente } = appConPersonas('gerente');

const post = (token: string, url: string, payload: object) =>
  t.como(token, { method: 'POST', url, payload });

describe('lookup', () => {
  it('shows profile, rank, dates, confirmed time and IPs of a lower rank', async () => {
    await t.crearUsuario('Buscado', 5);
    const res = await post(gerente.token, '/api/user/by-name', { username: 'buscado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'Buscado',
      rango: 'Cocinero',
      mision: 'Cocinero',
      nivel: 5,
      tiemposConfirmados: '0m',
      despedido: false,
      ips: [{ ip: '127.0.0.1' }],
    });
    const nadie = await post(gerente.token, '/api/user/by-name', { username: 'Fantasma' });
    expect([nadie.statusCode, nadie.json().message]).toEqual([404, 'Usuario no encontrado.']);
  });

  it('hides the IPs of an equal or higher rank', async () => {
    await t.crearUsuario('Gerente2', 2);
    const res = await post(gerente.token, '/api/user/by-name', { username: 'Gerente2' });
    expect(res.json().ips).toEqual([]);
  });
});

describe('temporary keys', () => {
  it('works once as a password, ends sessions and forces a change before anything else', async () => {
    const p = await t.crearUsuario('Olvidona', 5);
    const res = await post(gerente.token, '/api/user/generar-clave', { id: p.id });
    expect(res.statusCode).toBe(200);
    const { clave, message } = res.json();
    expect(clave).toMatch(/^[\w-]{12}$/);
    expect(message).toContain('Olvidona');
    expect(
      (await t.como(p.token, { method: 'GET', url: '/api/user/perfil/Olvidona' })).statusCode,
    ).toBe(401);
    await expect(t.login('Olvidona', CLAVE)).rejects.toThrow(/401/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: 'Olvidona', password: clave },
    });
    expect(login.json().debeCambiarClave).toBe(true);
    const temporal = login.json().access_token;
    const bloqueado = await t.como(temporal, { method: 'GET', url: '/api/user/perfil/Olvidona' });
    expect([bloqueado.statusCode, bloqueado.json().message]).toEqual([
      403,
      'Debes cambiar tu contraseña temporal antes de continuar.',
    ]);

    const cambio = await t.como(temporal, {
      method: 'PATCH',
      url: '/api/user/change-password',
      payload: { nameUser: 'Olvidona', oldPassword: clave, newPassword: 'mi-nueva-clave-1' },
    });
    expect(cambio.statusCode).toBe(200);
    expect(
      (
        await t.como(cambio.json().access_token, {
          method: 'GET',
          url: '/api/user/perfil/Olvidona',
        })
      ).statusCode,
    ).toBe(200);
    await expect(t.login('Olvidona', clave)).rejects.toThrow(/401/);
  });

  it('refuses keys, IP clearing and lookups of IPs for an equal or higher rank', async () => {
    const par = await t.crearUsuario('Gerente3', 2);
    const jefe = await t.crearUsuario('Junta1', 1);
    for (const id of [par.id, jefe.id, gerente.id]) {
      const k = await post(gerente.token, '/api/user/generar-clave', { id });
      expect(k.statusCode).toBe(403);
      const ip = await post(gerente.token, '/api/user/borrar-ip', { id });
      expect(ip.statusCode).toBe(403);
    }
    expect(await t.login('Gerente3')).toBeTruthy();
    expect((await post(gerente.token, '/api/user/generar-clave', { id: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('IPs and clones', () => {
  it('lists two accounts registered from one IP as clones until Borrar IP', async () => {
    for (const nombre of ['Clon1', 'Clon2']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: { nameUser: nombre, password: CLAVE },
        remoteAddress: '203.0.113.7',
      });
      expect(r.statusCode).toBe(201);
    }
    const clones = (
      await t.como(gerente.token, { method: 'GET', url: '/api/user/clones' })
    ).json() as Array<{
      id: number;
      ip_address: string;
      permitido: boolean;
      usuario: { username: string };
    }>;
    const deLaIp = clones.filter((c) => c.ip_address === '203.0.113.7');
    expect(deLaIp.map((c) => c.usuario.username).sort()).toEqual(['Clon1', 'Clon2']);
    expect(deLaIp.every((c) => c.permitido === false)).toBe(true);

    const permitir = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/user/clones/${deLaIp[0]?.id}`,
      payload: { permitido: true },
    });
    expect(permitir.json()).toMatchObject({ message: 'Clon permitido', clon: { permitido: true } });
    const inexistente = await t.como(gerente.token, {
      method: 'PATCH',
      url: '/api/user/clones/999999',
      payload: { permitido: true },
    });
    expect([inexistente.statusCode, inexistente.json().message]).toEqual([
      404,
      'Ese registro de clon no existe.',
    ]);

    const lista = (
      await t.como(gerente.token, { method: 'GET', url: '/api/user/all' })
    ).json() as Array<{ id: number; username: string }>;
    const clon2 = lista.find((u) => u.username === 'Clon2');
    const borrar = await post(gerente.token, '/api/user/borrar-ip', { id: clon2?.id ?? 0 });
    expect(borrar.json()).toEqual({ message: 'IP de Clon2 borradas correctamente' });
    const despues = (
      await t.como(gerente.token, { method: 'GET', url: '/api/user/clones' })
    ).json() as typeof clones;
    expect(despues.filter((c) => c.ip_address === '203.0.113.7')).toEqual([]);
  });
});
