import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonaActividad } from '@mchabbo/shared/actividad/contratos';
import { crearAppDePrueba } from '../../test/app';
import { ausenciaAprobadaHoy } from '../../test/ausencias';
import { appConPersonas } from '../../test/personas';

const { t, h, dueno, gerente } = appConPersonas('dueno', 'gerente');

const H = 3600;

async function actividad(token = gerente.token) {
  const res = await t.como(token, { method: 'GET', url: '/api/actividad' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { semana: string; dias_inactividad: number; personas: PersonaActividad[] };
}
const de = (lista: PersonaActividad[], usuario: string) => lista.find((p) => p.usuario === usuario);

/** Makes an account look older: registered `dias` days ago. */
const registradoHace = (id: number, dias: number) =>
  t.database.db.execute(
    sql`update usuarios set fecha_registro = now() - make_interval(days => ${dias}) where id = ${id}`,
  );

describe('activity', () => {
  it('shows this week’s hours, the requirement and the last shift of each worker below', async () => {
    const chef = await t.crearUsuario('Chef1', 3); // Chef ejecutivo Diamante: 3h × 3
    await registradoHace(chef.id, 30);
    const id = await h.iniciar(dueno.token, 'Duena', 'Chef1');
    await h.envejecer(id, 3 * H + 30 * 60);
    expect((await h.post(dueno.token, 'confirmar', { id, confirmado: true })).statusCode).toBe(200);
    const { personas, dias_inactividad } = await actividad();
    expect(dias_inactividad).toBe(7);
    expect(de(personas, 'Chef1')).toMatchObject({
      rango: 'Chef ejecutivo',
      horas_semana: 3.5,
      requisito_cumplido: false,
      dias_sin_turno: 0,
      inactivo: false,
      de_ausencia: false,
      advertencias_activas: 0,
    });
    expect(de(personas, 'Chef1')?.ultimo_turno).not.toBeNull();
    // Only people the caller may act on: not the caller, an equal or a higher rank.
    expect(de(personas, 'Gerente1')).toBeUndefined();
    expect(de(personas, 'Duena')).toBeUndefined();
  });

  it('shows a shift confirmed after a read on the next read', async () => {
    const cocinero = await t.crearUsuario('Cocinero2', 5);
    await registradoHace(cocinero.id, 20);
    expect(de((await actividad()).personas, 'Cocinero2')).toMatchObject({
      ultimo_turno: null,
      dias_sin_turno: 20,
      horas_semana: 0,
      inactivo: true,
    });
    const id = await h.iniciar(dueno.token, 'Duena', 'Cocinero2');
    await h.envejecer(id, H);
    expect((await h.post(dueno.token, 'confirmar', { id, confirmado: true })).statusCode).toBe(200);
    const despues = de((await actividad()).personas, 'Cocinero2');
    expect(despues).toMatchObject({ dias_sin_turno: 0, horas_semana: 1, inactivo: false });
    expect(despues?.ultimo_turno).not.toBeNull();
  });

  it('a base rank without requirement has met it; a new post is not inactive yet', async () => {
    await t.crearUsuario('Lavaloza1', 6);
    expect(de((await actividad()).personas, 'Lavaloza1')).toMatchObject({
      requisito_cumplido: true,
      ultimo_turno: null,
      dias_sin_turno: 0,
      inactivo: false,
    });
  });

  it('no confirmed shift for dias_inactividad days is inactive, unless on leave', async () => {
    const quieto = await t.crearUsuario('Quieto1', 5);
    const ausente = await t.crearUsuario('Ausente1', 5);
    await registradoHace(quieto.id, 8);
    await registradoHace(ausente.id, 8);
    await ausenciaAprobadaHoy(t, ausente.token, gerente.token);
    await t.como(gerente.token, {
      method: 'POST',
      url: '/api/advertencias',
      payload: { usuario: 'Quieto1', motivo: 'No se conecta' },
    });
    const { personas } = await actividad();
    expect(de(personas, 'Quieto1')).toMatchObject({
      dias_sin_turno: 8,
      inactivo: true,
      advertencias_activas: 1,
    });
    expect(de(personas, 'Ausente1')).toMatchObject({ inactivo: false, de_ausencia: true });

    const ajuste = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { dias_inactividad: 9 },
    });
    expect(ajuste.statusCode, ajuste.body).toBe(200);
    expect(de((await actividad()).personas, 'Quieto1')?.inactivo).toBe(false);
    const malo = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { dias_inactividad: 91 },
    });
    expect(malo.statusCode).toBe(400);
    expect(malo.json().message).toContain('entre 1 y 90');
  });

  it('counts from the latest change of post when it is later than the last shift', async () => {
    const p = await t.crearUsuario('Nuevo1', 7);
    await registradoHace(p.id, 40);
    const misiones = (
      await t.como(dueno.token, { method: 'GET', url: '/api/misiones' })
    ).json() as Array<{
      id: number;
      mision: string;
    }>;
    const venta = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/ventas',
      payload: { usuario: 'Nuevo1', mision: misiones.find((m) => m.mision === 'Hostes')?.id },
    });
    expect(venta.statusCode, venta.body).toBe(201);
    expect(de((await actividad()).personas, 'Nuevo1')).toMatchObject({
      dias_sin_turno: 0,
      inactivo: false,
    });
  });
});

describe('activity between writes', () => {
  it('follows the clock: a day count and a warning that stops being active, with nothing written', async () => {
    let reloj = new Date();
    const app = await crearAppDePrueba({}, { reloj: () => reloj });
    const duena = await app.crearUsuario('Duena', 0);
    const p = await app.crearUsuario('Quieta2', 6);
    // Registered 3 days and 12 hours ago: the day count moves at 12 hours past each day.
    await app.database.db.execute(
      sql`update usuarios set fecha_registro = ${new Date(reloj.getTime() - 84 * H * 1000).toISOString()}::timestamptz where id = ${p.id}`,
    );
    const aviso = await app.como(duena.token, {
      method: 'POST',
      url: '/api/advertencias',
      payload: { usuario: 'Quieta2', motivo: 'No se conecta' },
    });
    expect(aviso.statusCode, aviso.body).toBe(201);
    const leer = async () => {
      const res = await app.como(duena.token, { method: 'GET', url: '/api/actividad' });
      expect(res.statusCode, res.body).toBe(200);
      return de((res.json() as { personas: PersonaActividad[] }).personas, 'Quieta2');
    };
    const en = (ms: number) => new Date(reloj.getTime() + ms);

    expect(await leer()).toMatchObject({ dias_sin_turno: 3, advertencias_activas: 1 });
    reloj = en(11 * H * 1000); // 3 days 23 hours
    expect(await leer()).toMatchObject({ dias_sin_turno: 3 });
    reloj = en(2 * H * 1000); // 4 days 1 hour
    expect(await leer()).toMatchObject({ dias_sin_turno: 4, advertencias_activas: 1 });

    // The warning is active for 30 days from when it was given; no day count moves
    // between one minute before and one minute after.
    const dada = new Date(aviso.json().advertencia.fecha as string).getTime();
    reloj = new Date(dada + 30 * 24 * H * 1000 - 60_000);
    expect(await leer()).toMatchObject({ advertencias_activas: 1 });
    const dias = (await leer())?.dias_sin_turno;
    reloj = new Date(dada + 30 * 24 * H * 1000 + 60_000);
    expect(await leer()).toMatchObject({ advertencias_activas: 0, dias_sin_turno: dias });
  });
});
