import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_AUSENCIAS as M } from '@mchabbo/shared/ausencias/contratos';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import { appConPersonas } from '../../test/personas';

const elenco = appConPersonas('dueno', 'gerente', 'gerente2', 'chef');
const { t, h, dueno, gerente, gerente2, chef } = elenco;

/** A calendar date `dias` days from today in Madrid (the default settings' zone). */
function dia(dias: number) {
  const hoy = diaLocal(new Date(), 'Europe/Madrid');
  return new Date(Date.parse(`${hoy}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
}

const pedir = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/ausencias', payload });
const decidir = (token: string, id: number, aprobada: boolean) =>
  t.como(token, { method: 'PATCH', url: `/api/ausencias/${id}`, payload: { aprobada } });
const lista = async (token: string) => {
  const res = await t.como(token, { method: 'GET', url: '/api/ausencias' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ausencias as Array<Record<string, unknown>>;
};

describe('leave requests', () => {
  it('a worker asks for leave for themselves: pending, listed for them and the administration', async () => {
    const w = await t.crearUsuario('Pide1', 5);
    const res = await pedir(w.token, { desde: dia(0), hasta: dia(3), motivo: '  Exámenes  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Ausencia solicitada',
      ausencia: {
        usuario: 'Pide1',
        desde: dia(0),
        hasta: dia(3),
        motivo: 'Exámenes',
        estado: 'pendiente',
        decidida_por: null,
        puede_retirar: true,
        puede_decidir: false,
      },
    });
    const id = res.json().ausencia.id;
    expect((await lista(w.token)).map((a) => a.id)).toEqual([id]);
    expect((await lista(gerente.token)).find((a) => a.id === id)).toMatchObject({
      puede_decidir: true,
      puede_retirar: false,
    });
    // A timekeeper is not administration: only their own requests.
    expect((await lista(chef.token)).some((a) => a.id === id)).toBe(false);
  });

  it('refuses bad dates, the past, more than 60 days and a missing reason; 60 days pass', async () => {
    const w = await t.crearUsuario('Pide2', 6);
    const casos: Array<[object, string]> = [
      [{ desde: dia(-1), hasta: dia(2), motivo: 'x' }, M.desdePasado],
      [{ desde: dia(3), hasta: dia(2), motivo: 'x' }, M.hastaAntes],
      [{ desde: dia(1), hasta: dia(61), motivo: 'x' }, M.demasiadoLarga],
      [{ desde: '2026-02-30', hasta: dia(2), motivo: 'x' }, M.desdeInvalido],
      [{ desde: '', hasta: dia(2), motivo: 'x' }, M.desdeVacio],
      [{ desde: dia(1), motivo: 'x' }, M.hastaVacio],
      [{ desde: dia(1), hasta: dia(2), motivo: '   ' }, M.motivoObligatorio],
      [{ desde: dia(1), hasta: dia(2), motivo: 'x'.repeat(501) }, M.motivoLargo],
    ];
    for (const [payload, mensaje] of casos) {
      const res = await pedir(w.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
    expect(await lista(w.token)).toEqual([]);
    expect((await pedir(w.token, { desde: dia(1), hasta: dia(60), motivo: 'x' })).statusCode).toBe(
      201,
    );
  });

  it('the owner and guests do not ask for leave', async () => {
    const res = await pedir(dueno.token, { desde: dia(1), hasta: dia(2), motivo: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.soloPersonal);
    const invitado = await t.crearUsuario('Invitado1', 7);
    expect(
      (await pedir(invitado.token, { desde: dia(1), hasta: dia(2), motivo: 'x' })).statusCode,
    ).toBe(403);
  });

  it('only a higher rank decides, once', async () => {
    const w = await t.crearUsuario('Pide3', 2);
    const id = (await pedir(w.token, { desde: dia(1), hasta: dia(2), motivo: 'Viaje' })).json()
      .ausencia.id;
    const igual = await decidir(gerente2.token, id, true);
    expect(igual.statusCode).toBe(403);
    expect(igual.json().message).toBe(M.sinPermiso);
    expect((await decidir(w.token, id, true)).statusCode).toBe(403);
    expect((await decidir(dueno.token, 999_999, true)).statusCode).toBe(404);
    const ok = await decidir(dueno.token, id, false);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Ausencia rechazada',
      ausencia: { estado: 'rechazada', decidida_por: 'Duena', puede_decidir: false },
    });
    const otra = await decidir(dueno.token, id, true);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(M.yaDecidida);
  });

  it('withdraws only one’s own pending request', async () => {
    const w = await t.crearUsuario('Pide4', 4);
    const otro = await t.crearUsuario('Pide5', 4);
    const id = (await pedir(w.token, { desde: dia(2), hasta: dia(4), motivo: 'x' })).json().ausencia
      .id;
    const ajena = await t.como(otro.token, { method: 'DELETE', url: `/api/ausencias/${id}` });
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json().message).toBe(M.ajena);
    const ok = await t.como(w.token, { method: 'DELETE', url: `/api/ausencias/${id}` });
    expect(ok.json()).toEqual({ message: 'Solicitud retirada' });
    expect(await lista(w.token)).toEqual([]);
    expect(
      (await t.como(w.token, { method: 'DELETE', url: `/api/ausencias/${id}` })).statusCode,
    ).toBe(404);

    const id2 = (await pedir(w.token, { desde: dia(2), hasta: dia(4), motivo: 'x' })).json()
      .ausencia.id;
    await decidir(gerente.token, id2, true);
    const decidida = await t.como(w.token, { method: 'DELETE', url: `/api/ausencias/${id2}` });
    expect(decidida.statusCode).toBe(409);
    expect(decidida.json().message).toBe(M.soloPendientes);
  });
});

describe('leave and timers', () => {
  it('an approved leave covering today blocks starting a timer, with its end date', async () => {
    const w = await t.crearUsuario('Ausente1', 5);
    const id = (await pedir(w.token, { desde: dia(0), hasta: dia(5), motivo: 'Viaje' })).json()
      .ausencia.id;
    // Pending: no block yet.
    const abierto = await h.iniciar(gerente.token, 'Gerente1', 'Ausente1');
    await t.como(gerente.token, { method: 'DELETE', url: `/api/tiempos/${abierto}` });
    expect((await decidir(gerente.token, id, true)).statusCode).toBe(200);
    const res = await h.post(gerente.token, 'log', { encargado: 'Gerente1', usuario: 'Ausente1' });
    expect(res.statusCode).toBe(409);
    const hasta = dia(5);
    expect(res.json().message).toBe(
      `Está de ausencia hasta el ${hasta.slice(8, 10)}/${hasta.slice(5, 7)}.`,
    );
    expect((await h.lista(gerente.token)).tiempos.some((x) => x.usuario === 'Ausente1')).toBe(
      false,
    );
  });

  it('a leave that starts later or has ended does not block', async () => {
    const w = await t.crearUsuario('Ausente2', 5);
    const id = (await pedir(w.token, { desde: dia(1), hasta: dia(3), motivo: 'Viaje' })).json()
      .ausencia.id;
    await decidir(gerente.token, id, true);
    const manana = await h.post(gerente.token, 'log', {
      encargado: 'Gerente1',
      usuario: 'Ausente2',
    });
    expect(manana.statusCode, manana.body).toBe(201);
    await t.como(gerente.token, {
      method: 'DELETE',
      url: `/api/tiempos/${manana.json().tiempo.id}`,
    });
    // The same leave, now ended yesterday.
    await t.database.db.execute(
      sql`update ausencias set desde = ${dia(-4)}, hasta = ${dia(-1)} where id = ${id}`,
    );
    const res = await h.post(gerente.token, 'log', { encargado: 'Gerente1', usuario: 'Ausente2' });
    expect(res.statusCode, res.body).toBe(201);
  });
});
