import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_ADVERTENCIAS as M } from '@mchabbo/shared/advertencias/contratos';
import { appConPersonas } from '../../test/personas';

const { t, dueno, gerente, chef, chef2 } = appConPersonas('dueno', 'gerente', 'chef', 'chef2');

const advertir = (token: string, usuario: string, motivo = 'Llegó tarde') =>
  t.como(token, { method: 'POST', url: '/api/advertencias', payload: { usuario, motivo } });
const listar = (token: string, usuario?: string) =>
  t.como(token, {
    method: 'GET',
    url: `/api/advertencias${usuario ? `?usuario=${usuario}` : ''}`,
  });
const retirar = (token: string, id: number) =>
  t.como(token, { method: 'DELETE', url: `/api/advertencias/${id}` });
const propuestos = async (token = gerente.token) => {
  const res = await t.como(token, { method: 'GET', url: '/api/advertencias/propuestos' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { maximo: number; propuestos: Array<Record<string, unknown>> };
};

describe('whose warnings one may ask for (docs/reglas.md, Warnings 18.3)', () => {
  it('tells nobody but the owner whether a name exists: the same 403 for an unknown one', async () => {
    const trabajador = await t.crearUsuario('Cocinero9', 5);
    const invitado = await t.crearUsuario('Invitado9', 7);
    for (const token of [trabajador.token, chef.token, invitado.token]) {
      const existe = await listar(token, 'Gerente1');
      const noExiste = await listar(token, 'NadieConEsteNombre');
      expect(noExiste.statusCode).toBe(403);
      expect([noExiste.statusCode, noExiste.json()]).toEqual([existe.statusCode, existe.json()]);
    }
    // The owner, who may see everyone's, is told.
    expect((await listar(dueno.token, 'NadieConEsteNombre')).statusCode).toBe(404);
  });
});

describe('warnings', () => {
  it('a timekeeper warns a lower rank; the person and the caller see it', async () => {
    await t.crearUsuario('Mesero1', 4);
    const res = await advertir(chef.token, 'Mesero1', '  No vino al turno  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Advertencia registrada',
      advertencia: { usuario: 'Mesero1', motivo: 'No vino al turno', por: 'Chef1', activa: true },
    });
    const propia = await t.login('Mesero1');
    const suyas = await listar(propia, 'Mesero1');
    expect(suyas.json().advertencias).toHaveLength(1);
    expect((await listar(propia)).json().advertencias).toHaveLength(1);
    expect((await listar(chef.token, 'Mesero1')).json().advertencias[0]).toMatchObject({
      por: 'Chef1',
      puede_retirar: false, // a timekeeper is not administration
    });
    expect((await listar(gerente.token, 'Mesero1')).json().advertencias[0].puede_retirar).toBe(
      true,
    );
  });

  it('refuses a warning by an equal or lower rank, to a guest, the owner or an unknown name', async () => {
    const igual = await advertir(chef.token, 'Chef2');
    expect(igual.statusCode).toBe(403);
    expect(igual.json().message).toBe(M.rangoInferior);
    expect((await advertir(chef2.token, 'Gerente1')).statusCode).toBe(403);
    expect((await advertir(gerente.token, 'Duena')).statusCode).toBe(403);
    await t.crearUsuario('Invitado1', 7);
    const invitado = await advertir(gerente.token, 'Invitado1');
    expect(invitado.statusCode).toBe(400);
    expect(invitado.json().message).toBe(M.soloPersonal);
    expect((await advertir(gerente.token, 'NoExiste')).statusCode).toBe(404);
    const vacio = await advertir(gerente.token, 'Chef2', '   ');
    expect(vacio.statusCode).toBe(400);
    expect(vacio.json().message).toBe(M.motivoObligatorio);
    expect((await listar(dueno.token, 'Chef2')).json().advertencias).toEqual([]);
  });

  it('nobody reads the warnings of an equal or higher rank', async () => {
    const res = await listar(chef.token, 'Chef2');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.verAjenas);
    const mesero = await t.crearUsuario('Mesero2', 4);
    expect((await listar(mesero.token, 'Chef1')).statusCode).toBe(403);
  });

  it('administration retires one over a lower rank: it stays, inactive', async () => {
    await t.crearUsuario('Mesero3', 4);
    const id = (await advertir(chef.token, 'Mesero3')).json().advertencia.id;
    expect((await retirar(chef2.token, id)).statusCode).toBe(403); // policy: administration
    expect((await retirar(gerente.token, 999_999)).statusCode).toBe(404);
    const ok = await retirar(gerente.token, id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Advertencia retirada',
      advertencia: { id, activa: false, puede_retirar: false },
    });
    expect((await listar(gerente.token, 'Mesero3')).json().advertencias).toMatchObject([
      { id, activa: false },
    ]);
    const otra = await retirar(gerente.token, id);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(M.yaRetirada);
  });

  it('refuses retiring a warning of an equal rank', async () => {
    const otroGerente = await t.crearUsuario('Gerente2', 2);
    const id = (await advertir(dueno.token, 'Gerente2')).json().advertencia.id;
    const res = await retirar(gerente.token, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.retirarSinPermiso);
    expect((await retirar(otroGerente.token, id)).statusCode).toBe(403);
  });

  it('a warning is active for 30 days', async () => {
    await t.crearUsuario('Mesero4', 4);
    const id = (await advertir(chef.token, 'Mesero4')).json().advertencia.id;
    await t.database.db.execute(
      sql`update advertencias set fecha = now() - interval '30 days 1 minute' where id = ${id}`,
    );
    expect((await listar(gerente.token, 'Mesero4')).json().advertencias[0].activa).toBe(false);
  });

  it('three active warnings propose the person for dismissal; the owner sets how many', async () => {
    await t.crearUsuario('Mesero5', 4);
    for (let i = 0; i < 2; i++) await advertir(chef.token, 'Mesero5');
    expect((await propuestos()).propuestos.some((p) => p.usuario === 'Mesero5')).toBe(false);
    const tercera = (await advertir(chef.token, 'Mesero5')).json().advertencia.id;
    expect(await propuestos()).toMatchObject({
      maximo: 3,
      propuestos: expect.arrayContaining([
        { usuario: 'Mesero5', rango: 'Sub chef', advertencias_activas: 3 },
      ]),
    });
    await retirar(gerente.token, tercera);
    expect((await propuestos()).propuestos.some((p) => p.usuario === 'Mesero5')).toBe(false);
    const ajuste = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { advertencias_max: 2 },
    });
    expect(ajuste.json()).toMatchObject({ advertencias_max: 2, dias_inactividad: 7 });
    expect((await propuestos()).propuestos.some((p) => p.usuario === 'Mesero5')).toBe(true);
    // Only people the caller may act on.
    expect((await propuestos(gerente.token)).propuestos.some((p) => p.usuario === 'Gerente2')).toBe(
      false,
    );
    const malo = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { advertencias_max: 0 },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain('entre 1 y 20');
  });
});
