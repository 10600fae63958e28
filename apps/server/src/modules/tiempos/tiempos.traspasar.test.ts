import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_ACCIONES as MA } from '@mchabbo/shared/tiempos/acciones';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { appConPersonas } from '../../test/personas';

const elenco = appConPersonas('dueno', 'gerente', 'chef', 'chef2', 'subchef');
const { t, h, gerente, chef, chef2, subchef } = elenco;

let n = 0;
async function timer(token = chef.token, encargado = 'Chef1') {
  const nombre = `Cocinero${++n}`;
  await t.crearUsuario(nombre, 5);
  return { id: await h.iniciar(token, encargado, nombre), nombre };
}

const traspasar = (token: string, payload: object) => h.post(token, 'traspasar', payload);

describe('POST /tiempos/traspasar (docs/reglas.md, Timers 6.19)', () => {
  it('gives a timer to another timekeeper, keeping its time; the new manager is told', async () => {
    const { id, nombre } = await timer();
    await h.envejecer(id, 45 * 60);
    await h.post(chef.token, 'pausar', { id });
    const res = await traspasar(chef.token, { id, encargado: 'chef2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Tiempo de ${nombre} traspasado a Chef2.`,
      tiempo: { id, encargado: 'Chef2', encargado_id: chef2.id, segundos: 45 * 60, pausado: true },
    });
    // Chef2 operates it now; Chef1 (an equal of Chef2) no longer does.
    const fila = (await h.lista(chef.token)).tiempos.find((x) => x.id === id);
    expect(fila).toMatchObject({ encargado: 'Chef2', puede_operar: false, segundos: 45 * 60 });
    expect((await h.post(chef.token, 'reanudar', { id })).json()).toEqual({ message: M.noEsTuyo });
    expect((await h.post(chef2.token, 'reanudar', { id })).statusCode).toBe(200);

    const evs = await h.eventos(id);
    expect(evs.at(-2)).toMatchObject({
      accion: 'traspasar',
      actor_id: chef.id,
      antes: { encargado_id: chef.id },
      despues: { encargado_id: chef2.id },
    });
    const [audit] = await h.filas<{ accion: string; antes: { encargado: string } }>(
      sql`select accion, antes from auditoria where accion = 'traspasado'
          and (despues->>'tiempoId')::int = ${id}`,
    );
    expect(audit).toMatchObject({ accion: 'traspasado', antes: { encargado: 'Chef1' } });
    const avisos = await h.filas<{ texto: string; enlace: string }>(
      sql`select texto, enlace from notificaciones where usuario_id = ${chef2.id} order by id`,
    );
    expect(avisos.at(-1)).toEqual({
      texto: `Chef1 te traspasó el tiempo de ${nombre}: ahora lo llevas tú.`,
      enlace: '/mchabbo/tiempo',
    });
  });

  it('is for the manager, a higher rank or the owner; to a timekeeper above the worker', async () => {
    const { id } = await timer();
    // An equal of the manager may not give it away.
    expect((await traspasar(chef2.token, { id, encargado: 'Chef2' })).json()).toEqual({
      message: M.noEsTuyo,
    });
    // Only a timekeeper ranking above the worker may take it.
    const sub = await traspasar(chef.token, { id, encargado: 'Subchef1' });
    expect(sub.statusCode).toBe(400);
    expect(sub.json()).toEqual({ message: MA.noCronometrador });
    expect((await traspasar(chef.token, { id, encargado: 'Chef1' })).json()).toEqual({
      message: MA.mismoEncargado,
    });
    const nadie = await traspasar(chef.token, { id, encargado: 'Nadie' });
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json()).toEqual({ message: MA.encargadoNoExiste });
    // A higher rank takes it for themselves, and gives it to the owner.
    expect((await traspasar(gerente.token, { id, encargado: 'Gerente1' })).statusCode).toBe(200);
    expect((await traspasar(gerente.token, { id, encargado: 'Duena' })).statusCode).toBe(200);
    // Closed timers are not handed over.
    const otro = await timer();
    await h.post(chef.token, 'confirmar', { id: otro.id });
    const cerrado = await traspasar(chef.token, { id: otro.id, encargado: 'Chef2' });
    expect(cerrado.statusCode).toBe(409);
    expect(cerrado.json()).toEqual({ message: M.yaConfirmado });
    expect((await traspasar(subchef.token, { id, encargado: 'Chef1' })).statusCode).toBe(403);
  });

  it('lists whom a timer may go to: timekeepers above its worker, but its manager', async () => {
    const { id } = await timer();
    const res = await t.como(chef.token, { method: 'GET', url: `/api/tiempos/${id}/encargados` });
    expect(res.statusCode).toBe(200);
    const nombres = res.json().encargados.map((e: { usuario: string }) => e.usuario);
    expect(nombres).toEqual(['Duena', 'Gerente1', 'Chef2']);
    expect(res.json().encargados[2]).toEqual({ usuario: 'Chef2', rango: 'Chef ejecutivo' });
    const ajeno = await t.como(chef2.token, {
      method: 'GET',
      url: `/api/tiempos/${id}/encargados`,
    });
    expect(ajeno.statusCode).toBe(403);
    const nada = await t.como(chef.token, { method: 'GET', url: '/api/tiempos/999999/encargados' });
    expect(nada.statusCode).toBe(404);
  });
});
