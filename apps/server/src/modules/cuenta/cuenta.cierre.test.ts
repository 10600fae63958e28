import { beforeAll, describe, expect, it } from 'vitest';
import { CLAVE } from '../../test/app';
import { appConPersonas } from '../../test/personas';

// docs/reglas.md, Sessions 5.8: a request made with a session the server ended answers
// 401 with `motivo` (and the new name after a rename).
const { t } = appConPersonas();
let gerente: string;
let dueno: string;
beforeAll(async () => {
  gerente = (await t.crearUsuario('GerenteC', 2)).token;
  dueno = (await t.crearUsuario('DuenoC', 0)).token;
});

const SESION = 'Tu sesión ha caducado. Inicia sesión de nuevo.';
const perfilDe = (token: string, nombre: string) =>
  t.como(token, { method: 'GET', url: `/api/user/perfil/${nombre}` });

async function esperaCierre(token: string, nombre: string, motivo: object) {
  const res = await perfilDe(token, nombre);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: SESION, ...motivo });
}

describe('why a session ended (docs/reglas.md, Sessions 5.8)', () => {
  it('"clave": the password changed on another device', async () => {
    const { token } = await t.crearUsuario('ClaveC', 6);
    const otro = await t.login('ClaveC');
    const res = await t.como(otro, {
      method: 'PATCH',
      url: '/api/user/change-password',
      payload: { nameUser: 'ClaveC', oldPassword: CLAVE, newPassword: 'otra-clave-9' },
    });
    expect(res.statusCode).toBe(200);
    await esperaCierre(token, 'ClaveC', { motivo: 'clave' });
    // The device that made the change keeps going with its fresh token.
    expect((await perfilDe(res.json().access_token, 'ClaveC')).statusCode).toBe(200);
  });

  it('"cierre": signed out everywhere, and a session signed out on its own', async () => {
    const { token } = await t.crearUsuario('CierreC', 6);
    const otro = await t.login('CierreC');
    const uno = await t.login('CierreC');
    await t.como(uno, { method: 'POST', url: '/api/user/logout', payload: {} });
    await esperaCierre(uno, 'CierreC', { motivo: 'cierre' });
    expect((await perfilDe(token, 'CierreC')).statusCode).toBe(200);
    await t.como(otro, { method: 'POST', url: '/api/user/logout', payload: { todas: true } });
    await esperaCierre(token, 'CierreC', { motivo: 'cierre' });
  });

  it('"nombre": an approved rename, with the new name', async () => {
    const { token } = await t.crearUsuario('NombreC', 6);
    const pedida = await t.como(token, {
      method: 'POST',
      url: '/api/user/change-name',
      payload: { nameUser: 'NombreC', newName: 'NombreNuevoC' },
    });
    const id = pedida.json().solicitud.id as number;
    await t.como(gerente, {
      method: 'PATCH',
      url: `/api/user/change-name/${id}`,
      payload: { aprobado: true },
    });
    await esperaCierre(token, 'NombreC', { motivo: 'nombre', nombre: 'NombreNuevoC' });
  });

  it('"rango": a change of post; "despido": a dismissal', async () => {
    const ascendido = await t.crearUsuario('RangoC', 6);
    const misiones = (await t.como(gerente, { method: 'GET', url: '/api/misiones' })).json() as {
      id: number;
      mision: string;
    }[];
    const cocinero = misiones.find((m) => m.mision === 'Cocinero');
    const res = await t.como(gerente, {
      method: 'PATCH',
      url: `/api/user/${ascendido.id}/mision`,
      payload: { misionId: cocinero?.id },
    });
    expect(res.statusCode).toBe(200);
    await esperaCierre(ascendido.token, 'RangoC', { motivo: 'rango' });

    const despedido = await t.crearUsuario('DespidoC', 5);
    const despido = await t.como(gerente, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: 'DespidoC', motivo: 'Faltas' },
    });
    expect(despido.statusCode).toBe(201);
    await esperaCierre(despedido.token, 'DespidoC', { motivo: 'despido' });
  });

  it('"clave-temporal": a temporary key was generated', async () => {
    const p = await t.crearUsuario('TemporalC', 5);
    const res = await t.como(dueno, {
      method: 'POST',
      url: '/api/user/generar-clave',
      payload: { id: p.id },
    });
    expect(res.statusCode).toBe(200);
    await esperaCierre(p.token, 'TemporalC', { motivo: 'clave-temporal' });
  });

  it('a token keeps the reason that ended it, never later news nor a later name', async () => {
    /** Renames a person through an approved request. */
    const renombrar = async (token: string, nombre: string, nuevo: string) => {
      const pedida = await t.como(token, {
        method: 'POST',
        url: '/api/user/change-name',
        payload: { nameUser: nombre, newName: nuevo },
      });
      expect(pedida.statusCode).toBe(201);
      const aprobada = await t.como(gerente, {
        method: 'PATCH',
        url: `/api/user/change-name/${pedida.json().solicitud.id as number}`,
        payload: { aprobado: true },
      });
      expect(aprobada.statusCode).toBe(200);
    };
    const misiones = (await t.como(gerente, { method: 'GET', url: '/api/misiones' })).json() as {
      id: number;
      mision: string;
    }[];

    // Signed out on its own, then the account is renamed, moved and dismissed: that
    // token still hears only that it was signed out, and never the new name.
    const p = await t.crearUsuario('TardeC', 6);
    const salida = await t.login('TardeC');
    await t.como(salida, { method: 'POST', url: '/api/user/logout', payload: {} });
    await renombrar(p.token, 'TardeC', 'TardeNuevoC');
    await esperaCierre(salida, 'TardeNuevoC', { motivo: 'cierre' });
    const cocinero = misiones.find((m) => m.mision === 'Cocinero');
    await t.como(gerente, {
      method: 'PATCH',
      url: `/api/user/${p.id}/mision`,
      payload: { misionId: cocinero?.id },
    });
    const despido = await t.como(gerente, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: 'TardeNuevoC', motivo: 'Faltas' },
    });
    expect(despido.statusCode).toBe(201);
    await esperaCierre(salida, 'TardeNuevoC', { motivo: 'cierre' });
    // The token the rename ended hears "nombre" with the name that rename gave, and not
    // the change of post or the dismissal that came after.
    await esperaCierre(p.token, 'TardeNuevoC', { motivo: 'nombre', nombre: 'TardeNuevoC' });

    // Ended by a change of post, then renamed twice: "rango", and no name.
    const q = await t.crearUsuario('MovidoC', 6);
    await t.como(gerente, {
      method: 'PATCH',
      url: `/api/user/${q.id}/mision`,
      payload: { misionId: cocinero?.id },
    });
    const nueva = await t.login('MovidoC');
    await renombrar(nueva, 'MovidoC', 'MovidoDosC');
    await esperaCierre(q.token, 'MovidoDosC', { motivo: 'rango' });
    const otra = await t.login('MovidoDosC');
    await renombrar(otra, 'MovidoDosC', 'MovidoTresC');
    await esperaCierre(q.token, 'MovidoTresC', { motivo: 'rango' });
    // Each rename's own token is told the name its rename gave.
    await esperaCierre(nueva, 'MovidoTresC', { motivo: 'nombre', nombre: 'MovidoDosC' });
    await esperaCierre(otra, 'MovidoTresC', { motivo: 'nombre', nombre: 'MovidoTresC' });
  });

  it('"caducada": a token that does not verify', async () => {
    await esperaCierre('no-es-un-token', 'DuenoC', { motivo: 'caducada' });
    const ajeno = t.app.jwt.sign({ sub: '999999', ver: 0, sid: 1 });
    await esperaCierre(ajeno, 'DuenoC', { motivo: 'caducada' });
    // No token at all is not an ended session: no motivo.
    const sin = await t.como(null, { method: 'GET', url: '/api/user/perfil/DuenoC' });
    expect(sin.json()).toEqual({ message: 'Inicia sesión para continuar.' });
  });
});
