import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_TIEMPOS as M, tiemposResponse } from '@mchabbo/shared/tiempos/contratos';
import { appConPersonas } from '../../test/personas';

const elenco = appConPersonas('dueno', 'gerente', 'chef', 'chef2', 'subchef', 'invitado');
const { t, h, dueno, gerente, chef, chef2, subchef, invitado } = elenco;

let n = 0;
/** A fresh worker of the given level, so tests do not share open timers. */
const trabajador = (nivel = 5) => t.crearUsuario(`Trab${++n}`, nivel);

describe('POST /tiempos/log', () => {
  it('starts a timer run by the caller and lists it with every field of a row and the server time', async () => {
    const w = await trabajador();
    const res = await h.post(chef.token, 'log', { encargado: 'chef1', usuario: `trab${n}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: `Tiempo de Trab${n} iniciado.`,
      tiempo: {
        usuario: `Trab${n}`,
        encargado: 'Chef1',
        tiempoTranscurrido: '0m',
        segundos: 0,
        pausado: false,
        pausas_count: 0,
        estado: 'activo',
        olvidado: false,
        rango: 'Cocinero',
        puede_operar: true,
      },
    });
    const { tiempos, ahora } = await h.lista(gerente.token);
    expect(Math.abs(Date.parse(ahora) - Date.now())).toBeLessThan(5000);
    const fila = tiempos.find((x) => x.usuario_id === w.id);
    expect(fila).toMatchObject({ encargado: 'Chef1', pausado: false, puede_operar: true });
    const evs = await h.eventos(res.json().tiempo.id);
    expect(evs).toMatchObject([{ accion: 'iniciar', actor_id: chef.id, antes: null }]);
  });

  it('refuses timing oneself, equals, higher ranks, guests and someone else as manager, in Spanish', async () => {
    const w = await trabajador();
    const nombre = `Trab${n}`;
    const casos: Array<[string, object, number, string]> = [
      [chef.token, { encargado: 'Chef2', usuario: nombre }, 403, M.encargadoAjeno],
      [chef.token, { encargado: 'Chef1', usuario: 'Chef1' }, 403, M.propio],
      [chef.token, { encargado: 'Chef1', usuario: 'Chef2' }, 403, M.rangoInferior],
      [chef.token, { encargado: 'Chef1', usuario: 'Gerente1' }, 403, M.rangoInferior],
      [chef.token, { encargado: 'Chef1', usuario: 'Invitado1' }, 400, M.noTrabajador],
      [gerente.token, { encargado: 'Gerente1', usuario: 'Duena' }, 400, M.noTrabajador],
      [chef.token, { encargado: 'Chef1', usuario: 'NadieAsi' }, 404, M.usuarioNoExiste],
      [chef.token, { encargado: 'Chef1' }, 400, 'El nombre de usuario es obligatorio.'],
    ];
    for (const [token, body, estado, mensaje] of casos) {
      const res = await h.post(token, 'log', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(estado);
      expect(res.json()).toEqual({ message: mensaje });
    }
    // Workers (4–6) and guests have no timers screen; anonymous callers must sign in.
    expect(
      (await h.post(subchef.token, 'log', { encargado: 'Subchef1', usuario: nombre })).statusCode,
    ).toBe(403);
    expect(
      (await h.post(invitado.token, 'log', { encargado: 'Invitado1', usuario: nombre })).json(),
    ).toEqual({ message: 'No tienes permiso para realizar esta acción.' });
    expect((await h.post(null, 'log', { encargado: 'x', usuario: nombre })).statusCode).toBe(401);
    // The owner times anyone on the staff, a board member included.
    const junta = await t.crearUsuario('Junta1', 1);
    expect(
      (await h.post(dueno.token, 'log', { encargado: 'Duena', usuario: 'Junta1' })).statusCode,
    ).toBe(201);
    expect(junta.id).toBeGreaterThan(0);
    expect(w.id).toBeGreaterThan(0);
  });

  it('allows one open timer per worker, even when ten managers race', async () => {
    const w = await trabajador(6);
    const nombre = `Trab${n}`;
    const managers = [gerente, chef, chef2, dueno];
    const names = ['Gerente1', 'Chef1', 'Chef2', 'Duena'];
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.post(managers[i % 4]?.token ?? '', 'log', { encargado: names[i % 4], usuario: nombre }),
      ),
    );
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rechazos = res.filter((r) => r.statusCode !== 201);
    expect(rechazos.every((r) => r.statusCode === 409)).toBe(true);
    expect(rechazos[0]?.json()).toEqual({ message: M.yaAbierto });
    const abiertos = await h.filas<{ n: number }>(
      sql`select count(*)::int as n from tiempos where usuario_id = ${w.id}`,
    );
    expect(abiertos[0]?.n).toBe(1);
  });
});

describe('GET /tiempos/all', () => {
  // The list goes out as the server builds it, not encoded by its contract first
  // (docs/desarrollo.md, "An answer sent as built"): it must already be exactly the contract's.
  it('answers exactly its contract: every field of a row, with its type, and no other', async () => {
    const activo = await trabajador();
    await h.post(chef.token, 'log', { encargado: 'chef1', usuario: `trab${n}` });
    const pausado = await trabajador();
    const res = await h.post(chef.token, 'log', { encargado: 'chef1', usuario: `trab${n}` });
    expect((await h.post(chef.token, 'pausar', { id: res.json().tiempo.id })).statusCode).toBe(200);

    const answer = await t.como(chef.token, { method: 'GET', url: '/api/tiempos/all' });
    expect(answer.statusCode).toBe(200);
    const body: unknown = answer.json();
    // Parsing strips any field the contract does not declare and fails on a wrong type.
    const segunContrato = tiemposResponse.parse(body);
    expect(segunContrato).toEqual(body);
    const { tiempos } = segunContrato;
    expect(tiempos.find((x) => x.usuario_id === activo.id)).toMatchObject({
      pausado: false,
      pausado_desde: null,
      puede_operar: true,
    });
    expect(tiempos.find((x) => x.usuario_id === pausado.id)).toMatchObject({
      pausado: true,
      pausado_desde: expect.any(String),
    });
  });

  it('still answers a refusal with its message alone', async () => {
    const answer = await t.como(invitado.token, { method: 'GET', url: '/api/tiempos/all' });
    expect(answer.statusCode).toBe(403);
    expect(Object.keys(answer.json())).toEqual(['message']);
  });
});

describe('pausar, reanudar, -5 and ajustar', () => {
  it('pauses and resumes, counting pauses, and never counts paused time', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await h.envejecer(id, 2 * 3600);
    const p = await h.post(chef.token, 'pausar', { id });
    expect(p.statusCode).toBe(200);
    expect(p.json()).toMatchObject({
      message: 'Tiempo pausado',
      tiempo: { pausado: true, pausas_count: 1, estado: 'pausado', tiempoTranscurrido: '2h 0m' },
    });
    const otra = await h.post(chef.token, 'pausar', { id });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ message: M.yaPausado });
    // An hour paused does not count.
    await h.envejecer(id, 3600);
    const r = await h.post(chef.token, 'reanudar', { id });
    expect(r.json().tiempo).toMatchObject({ pausado: false, pausas_count: 1, segundos: 7200 });
    expect((await h.post(chef.token, 'reanudar', { id })).json()).toEqual({ message: M.noPausado });
    const evs = await h.eventos(id);
    expect(evs.map((e) => e.accion)).toEqual(['iniciar', 'pausar', 'reanudar']);
    expect(evs[1]).toMatchObject({
      actor_id: chef.id,
      antes: { estado: 'activo', pausas_count: 0 },
      despues: { estado: 'pausado', pausas_count: 1, segundos: 7200 },
    });
  });

  it('takes five minutes, adjusts by whole minutes, and never goes below zero', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await h.envejecer(id, 3600);
    await h.post(chef.token, 'pausar', { id });
    const menos5 = await h.post(chef.token, 'restar-5', { id });
    expect(menos5.json()).toMatchObject({
      message: 'Se restaron 5 minutos',
      tiempo: { segundos: 3300 },
    });
    const mas = await h.post(chef.token, 'ajustar', { id, minutos: 30, tipo: 'Sumar' });
    expect(mas.json().tiempo).toMatchObject({ segundos: 5100, tiempoTranscurrido: '1h 25m' });
    const texto = await h.post(chef.token, 'ajustar', { id, minutos: '15', tipo: 'Restar' });
    expect(texto.json().tiempo.segundos).toBe(4200);
    const todo = await h.post(chef.token, 'ajustar', { id, minutos: 600, tipo: 'Restar' });
    expect(todo.json().tiempo).toMatchObject({ segundos: 0, tiempoTranscurrido: '0m' });
    expect((await h.post(chef.token, 'restar-5', { id })).json().tiempo.segundos).toBe(0);
    // Time that runs afterwards counts from zero.
    await h.post(chef.token, 'reanudar', { id });
    await h.envejecer(id, 600);
    const { tiempos } = await h.lista(chef.token);
    expect(tiempos.find((x) => x.id === id)?.segundos).toBe(600);
  });

  it('refuses minutes that are not a whole number from 1 to 600, and a wrong type', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    for (const minutos of [0, -3, 601, 1.5, 'abc', '', null]) {
      const res = await h.post(chef.token, 'ajustar', { id, minutos, tipo: 'Sumar' });
      expect(res.statusCode, String(minutos)).toBe(400);
      expect(res.json()).toEqual({ message: M.minutosInvalidos });
    }
    const tipo = await h.post(chef.token, 'ajustar', { id, minutos: 5, tipo: 'Multiplicar' });
    expect(tipo.json()).toEqual({ message: M.tipoInvalido });
    expect((await h.eventos(id)).map((e) => e.accion)).toEqual(['iniciar']);
  });
});

describe('who may operate a timer', () => {
  it('is its manager or a rank above the manager, never an equal or the worker', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    const ajeno = await h.post(chef2.token, 'pausar', { id });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json()).toEqual({ message: M.noEsTuyo });
    const lista = await h.lista(chef2.token);
    expect(lista.tiempos.find((x) => x.id === id)?.puede_operar).toBe(false);
    expect((await h.post(gerente.token, 'pausar', { id })).statusCode).toBe(200);
    expect((await h.post(dueno.token, 'reanudar', { id })).statusCode).toBe(200);
    expect((await h.post(subchef.token, 'pausar', { id })).statusCode).toBe(403);
    expect((await h.post(null, 'pausar', { id })).statusCode).toBe(401);
    expect(
      (await t.como(chef2.token, { method: 'DELETE', url: `/api/tiempos/${id}` })).statusCode,
    ).toBe(403);
    expect((await h.post(chef2.token, 'confirmar', { id, confirmado: true })).statusCode).toBe(403);
  });

  it('answers unknown timers with 404 and bad ids with 400', async () => {
    for (const url of ['pausar', 'reanudar', 'restar-5', 'confirmar']) {
      const res = await h.post(gerente.token, url, { id: 999_999 });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: M.noExiste });
    }
    expect(
      (await h.post(gerente.token, 'ajustar', { id: 999_999, minutos: 5, tipo: 'Sumar' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.como(gerente.token, { method: 'DELETE', url: '/api/tiempos/999999' })).statusCode,
    ).toBe(404);
    expect((await h.post(gerente.token, 'pausar', { id: 'x' })).statusCode).toBe(400);
    expect((await h.post(gerente.token, 'pausar', {})).statusCode).toBe(400);
  });

  it('refuses a timer whose worker now ranks at the manager’s level', async () => {
    const w = await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await h.darMision(w.id, 'Chef ejecutivo Oro');
    const res = await h.post(chef.token, 'pausar', { id });
    expect(res.json()).toEqual({ message: M.rangoInferior });
    expect((await h.post(gerente.token, 'pausar', { id })).statusCode).toBe(200);
  });
});

describe('confirmar and cancelar', () => {
  it('confirms once: the time becomes confirmed time and the timer leaves the list', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await h.envejecer(id, 2 * 3600 + 600);
    const res = await h.post(chef.token, 'confirmar', { id, confirmado: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // The message names the person, the time and the credits (docs/reglas.md, Timers 6.17).
      message: `Tiempo de Trab${n} confirmado: 2h 10m, 7 créditos.`,
      deshacer_segundos: 60,
      tiempo: { estado: 'confirmado', segundos_confirmados: 7800, creditos: 7, bono_semanal: 0 },
    });
    const otra = await h.post(chef.token, 'confirmar', { id, confirmado: true });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ message: M.yaConfirmado });
    for (const url of ['pausar', 'reanudar', 'restar-5']) {
      expect((await h.post(chef.token, url, { id })).json()).toEqual({ message: M.yaConfirmado });
    }
    const borrar = await t.como(chef.token, { method: 'DELETE', url: `/api/tiempos/${id}` });
    expect(borrar.statusCode).toBe(409);
    expect((await h.lista(chef.token)).tiempos.some((x) => x.id === id)).toBe(false);
    const perfil = await t.como(await t.login(`Trab${n}`), {
      method: 'GET',
      url: `/api/user/perfil/Trab${n}`,
    });
    expect(perfil.json().tiemposConfirmados).toBe('2h 10m');
    // Another shift may start once this one is closed.
    expect(
      (await h.post(chef.token, 'log', { encargado: 'Chef1', usuario: `Trab${n}` })).statusCode,
    ).toBe(201);
    expect((await h.post(chef.token, 'confirmar', { id: 5, confirmado: false })).json()).toEqual({
      message: M.confirmadoFalso,
    });
  });

  it('cancels a timer: it leaves the list but stays in the history', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    const res = await t.como(chef.token, { method: 'DELETE', url: `/api/tiempos/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tiempo eliminado' });
    const otra = await t.como(chef.token, { method: 'DELETE', url: `/api/tiempos/${id}` });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ message: M.yaCancelado });
    expect((await h.post(chef.token, 'confirmar', { id })).json()).toEqual({
      message: M.yaCancelado,
    });
    expect((await h.lista(chef.token)).tiempos.some((x) => x.id === id)).toBe(false);
    const [fila] = await h.filas<{ estado: string; cancelado_por: number }>(
      sql`select estado, cancelado_por from tiempos where id = ${id}`,
    );
    expect(fila).toEqual({ estado: 'cancelado', cancelado_por: chef.id });
    expect((await h.eventos(id)).map((e) => e.accion)).toEqual(['iniciar', 'cancelar']);
  });
});
