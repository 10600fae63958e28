import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditoriaResponse } from '@mchabbo/shared/auditoria/contratos';
import { appConPersonas } from '../../test/personas';

const elenco = appConPersonas('dueno', 'junta', 'gerente', 'cocinero', 'invitado');
const { t, h, dueno, junta, gerente, cocinero, invitado } = elenco;

async function auditoria(token: string, query = '') {
  const res = await t.como(token, { method: 'GET', url: `/api/auditoria${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditoriaResponse;
}

const filas = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from auditoria`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('the audit trail records every change in its own transaction', () => {
  it('records a shift from start to void: who, whom, before, after and why', async () => {
    const id = await h.iniciar(dueno.token, 'Duena', 'Cocinero1');
    await h.envejecer(id, 2 * 3600);
    await h.post(dueno.token, 'pausar', { id });
    await h.post(dueno.token, 'reanudar', { id });
    const conf = await h.post(dueno.token, 'confirmar', { id, confirmado: true });
    expect(conf.statusCode).toBe(200);
    const anulado = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/tiempos/anular',
      payload: { id, motivo: 'Se confirmó por error' },
    });
    expect(anulado.statusCode).toBe(200);
    const { eventos } = await auditoria(dueno.token, '?usuario=Cocinero1');
    expect(eventos.map((e) => [e.tipo, e.accion, e.actor])).toEqual([
      ['tiempo', 'anulado', 'Gerente1'],
      ['tiempo', 'confirmado', 'Duena'],
      ['tiempo', 'reanudar', 'Duena'],
      ['tiempo', 'pausar', 'Duena'],
      ['tiempo', 'iniciar', 'Duena'],
    ]);
    expect(eventos[0]).toMatchObject({
      usuario: 'Cocinero1',
      motivo: 'Se confirmó por error',
      antes: { estado: 'confirmado', creditos: 7 },
      despues: { estado: 'anulado', creditos: 0, tiempoId: id },
    });
    expect(eventos[1]?.despues).toMatchObject({ estado: 'confirmado', creditos: 7 });
    expect(eventos[0]?.creado_en).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('records a rejected name change: who, whom, the wanted name and why', async () => {
    const pide = await t.crearUsuario('Pide1', 6);
    const pedido = await t.como(pide.token, {
      method: 'POST',
      url: '/api/user/change-name',
      payload: { nameUser: 'Pide1', newName: 'PideNuevo' },
    });
    expect(pedido.statusCode, pedido.body).toBe(201);
    const solicitudId = pedido.json().solicitud.id as number;
    const no = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/user/change-name/${solicitudId}`,
      payload: { aprobado: false, motivo: 'No coincide con Habbo' },
    });
    expect(no.statusCode, no.body).toBe(200);
    const { eventos } = await auditoria(dueno.token, '?tipo=nombre&usuario=Pide1');
    expect(eventos.map((e) => [e.accion, e.actor])).toEqual([
      ['rechazado', 'Gerente1'],
      ['solicitado', 'Pide1'],
    ]);
    expect(eventos[0]).toMatchObject({
      usuario: 'Pide1',
      antes: null,
      despues: { nombre_pedido: 'PideNuevo', solicitudId },
      motivo: 'No coincide con Habbo',
    });
  });

  it('records payments, rank changes, memberships, keys, IP clears and settings', async () => {
    const id = await h.iniciar(dueno.token, 'Duena', 'Cocinero1');
    await h.envejecer(id, 3600);
    const pagoId = (await h.post(dueno.token, 'confirmar', { id, confirmado: true })).json().tiempo
      .pago_id as number;
    expect((await h.post(gerente.token, 'marcar-pagado', { id: pagoId })).statusCode).toBe(200);
    const rango = await t.como(dueno.token, {
      method: 'PATCH',
      url: `/api/user/${invitado.id}/role`,
      payload: { role: 6 },
    });
    expect(rango.statusCode, rango.body).toBe(200);
    const membresia = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/membresias',
      payload: { usuario: 'Cocinero1', membresia: 'VIP', requisito_hrs: '1', requisito_times: '1' },
    });
    expect(membresia.statusCode, membresia.body).toBe(201);
    const lava = await t.crearUsuario('Lava1', 6);
    const clave = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/user/generar-clave',
      payload: { id: lava.id },
    });
    expect(clave.statusCode).toBe(200);
    const ip = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/user/borrar-ip',
      payload: { id: lava.id },
    });
    expect(ip.statusCode).toBe(200);
    const ajustes = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { porcentaje_dueno: 25 },
    });
    expect(ajustes.statusCode).toBe(200);

    const { eventos } = await auditoria(junta.token);
    const tipos = eventos.map((e) => `${e.tipo}.${e.accion}`);
    expect(tipos).toEqual(
      expect.arrayContaining([
        'pago.pagado',
        'usuario.puesto',
        'membresia.creada',
        'clave.generada',
        'ip.borrada',
        'ajustes.cambiados',
      ]),
    );
    const pago = eventos.find((e) => e.tipo === 'pago');
    expect(pago).toMatchObject({
      actor: 'Gerente1',
      usuario: 'Cocinero1',
      despues: { pagado: true, creditos: 4 },
    });
    const puesto = eventos.find((e) => e.tipo === 'usuario');
    expect(puesto).toMatchObject({
      actor: 'Duena',
      usuario: 'Invitado1',
      antes: { nivel: 7 },
      despues: { nivel: 6 },
    });
    expect(eventos.find((e) => e.tipo === 'ajustes')).toMatchObject({
      usuario: null,
      antes: { porcentaje_dueno: 10 },
      despues: { porcentaje_dueno: 25 },
    });
    // The temporary key itself is never written down.
    expect(JSON.stringify(eventos)).not.toContain(clave.json().clave);
  });

  it('writes nothing for a refused change', async () => {
    const antes = await filas();
    const res = await t.como(cocinero.token, {
      method: 'POST',
      url: '/api/tiempos/anular',
      payload: { id: 1, motivo: 'x' },
    });
    expect(res.statusCode).toBe(403);
    const pago = await h.post(gerente.token, 'marcar-pagado', { id: 999_999 });
    expect(pago.statusCode).toBe(404);
    expect(await filas()).toBe(antes);
  });
});

describe('GET /auditoria', () => {
  it('is for levels 0 and 1 only', async () => {
    for (const p of [gerente, cocinero]) {
      const res = await t.como(p.token, { method: 'GET', url: '/api/auditoria' });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.como(null, { method: 'GET', url: '/api/auditoria' })).statusCode).toBe(401);
  });

  it('filters by type, actor, person and dates, and pages with a cursor', async () => {
    const todos = await auditoria(dueno.token);
    expect(todos.eventos.length).toBeGreaterThan(5);
    const porTipo = await auditoria(dueno.token, '?tipo=pago');
    expect(porTipo.eventos.length).toBeGreaterThan(0);
    expect(porTipo.eventos.every((e) => e.tipo === 'pago')).toBe(true);
    const porActor = await auditoria(dueno.token, '?actor=Gerente1');
    expect(porActor.eventos.every((e) => e.actor === 'Gerente1')).toBe(true);
    const porPersona = await auditoria(dueno.token, '?usuario=Invitado1');
    expect(porPersona.eventos.map((e) => e.usuario)).toEqual(['Invitado1']);
    expect((await auditoria(dueno.token, '?hasta=2020-01-01')).eventos).toHaveLength(0);
    const hoy = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await auditoria(dueno.token, `?desde=${hoy}`)).eventos.length).toBe(
      todos.eventos.length,
    );

    // 60 more rows: two pages of 50.
    for (let i = 0; i < 30; i++) {
      const id = await h.iniciar(dueno.token, 'Duena', 'Cocinero1');
      await t.como(dueno.token, { method: 'DELETE', url: `/api/tiempos/${id}` });
    }
    const primera = await auditoria(dueno.token);
    expect(primera.eventos).toHaveLength(50);
    expect(primera.siguiente).toBe(primera.eventos[49]?.id);
    const segunda = await auditoria(dueno.token, `?cursor=${primera.siguiente}`);
    expect(segunda.eventos[0]?.id).toBeLessThan(primera.siguiente ?? 0);
    const ids = [...primera.eventos, ...segunda.eventos].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows a new row in the next read of a page already read', async () => {
    const antes = await auditoria(junta.token, '?usuario=Cocinero1');
    expect(await auditoria(dueno.token, '?usuario=Cocinero1')).toEqual(antes);
    const id = await h.iniciar(dueno.token, 'Duena', 'Cocinero1');
    const despues = await auditoria(junta.token, '?usuario=Cocinero1');
    expect(despues.eventos[0]).toMatchObject({
      tipo: 'tiempo',
      accion: 'iniciar',
      actor: 'Duena',
      usuario: 'Cocinero1',
    });
    expect(despues.eventos.slice(1)).toEqual(antes.eventos.slice(0, 49));
    await t.como(dueno.token, { method: 'DELETE', url: `/api/tiempos/${id}` });
    const [cancelado] = (await auditoria(dueno.token, '?usuario=Cocinero1')).eventos;
    expect(cancelado?.id).toBeGreaterThan(despues.eventos[0]?.id ?? Infinity);
  });

  it('answers 400 for a bad filter and 404 for an unknown person', async () => {
    for (const q of ['?tipo=NADA%20', '?desde=2026-13-01', '?cursor=-1', '?actor=']) {
      const res = await t.como(dueno.token, { method: 'GET', url: `/api/auditoria${q}` });
      expect(res.statusCode, q).toBe(400);
    }
    const res = await t.como(dueno.token, { method: 'GET', url: '/api/auditoria?usuario=Nadie' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('El usuario no existe.');
  });
});

describe('the database refuses to change the audit trail', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of its rows (triggers), leaving them as they were', async () => {
    const antes = await filas();
    expect(antes).toBeGreaterThan(0);
    await expect(
      t.database.db.execute(sql`update auditoria set motivo = 'cambiado'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from auditoria`)).rejects.toThrow();
    // TRUNCATE skips row triggers: a statement-level trigger refuses it too.
    await expect(t.database.db.execute(sql`truncate auditoria`)).rejects.toMatchObject({
      cause: { message: 'La auditoría solo admite filas nuevas (TRUNCATE refused)' },
    });
    await expect(
      t.database.db.execute(sql`delete from auditoria where id = (select min(id) from auditoria)`),
    ).rejects.toThrow();
    expect(await filas()).toBe(antes);
    const cambiados = (await t.database.db.execute(
      sql`select count(*)::int as n from auditoria where motivo = 'cambiado'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(cambiados.rows[0]?.n)).toBe(0);
  });
});
