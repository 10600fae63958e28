import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_ACCIONES as MA, mensajeYaNoEsPersonal } from '@mchabbo/shared/tiempos/acciones';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { appConPersonas } from '../../test/personas';

const { t, h, dueno, gerente, chef, chef2 } = appConPersonas('dueno', 'gerente', 'chef', 'chef2');

const H = 3600;

let n = 0;
/** A fresh Cocinero, so tests do not share timers. */
async function trabajador() {
  const nombre = `Cocinero${++n}`;
  return { ...(await t.crearUsuario(nombre, 5)), nombre };
}

/** Starts, ages and confirms a timer; returns its id and the confirmation's answer. */
async function confirmado(token: string, encargado: string, usuario: string, segundos: number) {
  const { id, respuesta } = await h.turnoConfirmado(token, encargado, usuario, segundos);
  return { id, r: respuesta };
}

/** The credits of a pay entry as the pay list counts them (its confirmed shifts). */
async function creditosDeEntrada(pagoId: number) {
  const [fila] = await h.filas<{ c: number }>(
    sql`select coalesce(sum(creditos + bono_semanal), 0)::int as c from tiempos
        where pago_id = ${pagoId} and estado = 'confirmado'`,
  );
  return fila?.c;
}

/** Moves a confirmation `segundos` back in time. */
async function confirmadoHace(id: number, segundos: number) {
  await h.filas(sql`update tiempos set confirmado_en = confirmado_en - make_interval(secs => ${segundos}::int)
    where id = ${id}`);
}

describe('POST /tiempos/deshacer (docs/reglas.md, Timers 6.17)', () => {
  it('puts the timer back, paused with the same time, and takes its pay and time back out', async () => {
    const w = await trabajador();
    const { id, r } = await confirmado(chef.token, 'Chef1', w.nombre, 2 * H + 15 * 60);
    expect(r.deshacer_segundos).toBe(60);
    expect(await creditosDeEntrada(r.tiempo.pago_id)).toBe(7);

    const res = await h.post(chef.token, 'deshacer', { id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Confirmación deshecha: el tiempo de ${w.nombre} (2h 15m) vuelve a estar pausado.`,
      tiempo: { id, estado: 'pausado', pausado: true, segundos: 2 * H + 15 * 60 },
    });
    const fila = (await h.lista(chef.token)).tiempos.find((x) => x.id === id);
    expect(fila).toMatchObject({
      estado: 'pausado',
      encargado: 'Chef1',
      tiempoTranscurrido: '2h 15m',
      creditos_previstos: 7,
    });
    expect(await creditosDeEntrada(r.tiempo.pago_id)).toBe(0);
    const [total] = await h.filas<{ turnos: number; segundos: number }>(
      sql`select turnos, segundos::int as segundos from totales_tiempo where usuario_id = ${w.id}`,
    );
    expect(total).toEqual({ turnos: 0, segundos: 0 });
    const [columnas] = await h.filas<Record<string, unknown>>(
      sql`select confirmado_en, confirmado_por, segundos_confirmados, creditos, semana, pago_id, mision
          from tiempos where id = ${id}`,
    );
    expect(Object.values(columnas ?? {}).every((v) => v === null)).toBe(true);

    // The history, the audit trail and the worker's inbox tell it.
    const evs = await h.eventos(id);
    expect(evs.map((e) => e.accion)).toEqual(['iniciar', 'confirmar', 'deshacer']);
    expect(evs[2]).toMatchObject({
      actor_id: chef.id,
      antes: { estado: 'confirmado' },
      despues: { estado: 'pausado', deshecho: { creditos: 7, segundos_confirmados: 8100 } },
    });
    const auditoria = await h.filas<{ tipo: string; accion: string; actor_id: number }>(
      sql`select tipo, accion, actor_id from auditoria where usuario_id = ${w.id} order by id`,
    );
    expect(auditoria.at(-1)).toEqual({ tipo: 'tiempo', accion: 'deshecho', actor_id: chef.id });
    const avisos = await h.filas<{ texto: string }>(
      sql`select texto from notificaciones where usuario_id = ${w.id} order by id`,
    );
    expect(avisos.map((a) => a.texto)).toEqual([
      'Chef1 confirmó tu turno de 2h 15m: 7 créditos.',
      'Chef1 deshizo la confirmación de tu turno de 2h 15m: vuelve a estar pausado.',
    ]);

    // Undone once: a second undo is refused; confirming again pays again.
    const otra = await h.post(chef.token, 'deshacer', { id });
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ message: MA.noSePuedeDeshacer });
    const again = await h.post(chef.token, 'confirmar', { id });
    expect(again.json()).toMatchObject({ tiempo: { creditos: 7, segundos_confirmados: 8100 } });
  });

  it('is for whoever confirmed, a higher rank or the owner; not for an equal', async () => {
    const w = await trabajador();
    const { id } = await confirmado(chef.token, 'Chef1', w.nombre, H);
    const igual = await h.post(chef2.token, 'deshacer', { id });
    expect(igual.statusCode).toBe(403);
    expect(igual.json()).toEqual({ message: MA.deshacerAjeno });
    expect((await h.post(gerente.token, 'deshacer', { id })).statusCode).toBe(200);

    // The owner undoes a board member’s confirmation; the board member an owner’s never.
    const w2 = await trabajador();
    const junta = await t.crearUsuario('Junta1', 1);
    const otro = await confirmado(junta.token, 'Junta1', w2.nombre, H);
    expect((await h.post(dueno.token, 'deshacer', { id: otro.id })).statusCode).toBe(200);
    await h.post(dueno.token, 'confirmar', { id: otro.id });
    const abajo = await h.post(junta.token, 'deshacer', { id: otro.id });
    expect(abajo.json()).toEqual({ message: MA.deshacerAjeno });

    // A worker (levels 4–6) has no timers: the policy refuses them.
    expect((await h.post(w.token, 'deshacer', { id })).statusCode).toBe(403);
    expect((await h.post(null, 'deshacer', { id })).statusCode).toBe(401);
  });

  it('refuses once the window has passed, once paid, and for a timer never confirmed', async () => {
    const w = await trabajador();
    const tarde = await confirmado(chef.token, 'Chef1', w.nombre, H);
    await confirmadoHace(tarde.id, 61);
    expect((await h.post(chef.token, 'deshacer', { id: tarde.id })).json()).toEqual({
      message: MA.noSePuedeDeshacer,
    });

    const w2 = await trabajador();
    const pagado = await confirmado(chef.token, 'Chef1', w2.nombre, H);
    const pago = await h.post(gerente.token, 'marcar-pagado', { id: pagado.r.tiempo.pago_id });
    expect(pago.statusCode).toBe(200);
    const res = await h.post(chef.token, 'deshacer', { id: pagado.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MA.noSePuedeDeshacer });

    const w3 = await trabajador();
    const abierto = await h.iniciar(chef.token, 'Chef1', w3.nombre);
    expect((await h.post(chef.token, 'deshacer', { id: abierto })).json()).toEqual({
      message: MA.noSePuedeDeshacer,
    });
    const noExiste = await h.post(chef.token, 'deshacer', { id: 999_999 });
    expect(noExiste.statusCode).toBe(404);
    expect(noExiste.json()).toEqual({ message: M.noExiste });
    expect((await h.post(chef.token, 'deshacer', { id: 'x' })).statusCode).toBe(400);
  });

  it('refuses once the worker was dismissed, and changes nothing', async () => {
    const w = await trabajador();
    const { id, r } = await confirmado(chef.token, 'Chef1', w.nombre, 2 * H);
    const despido = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: w.nombre, motivo: 'Abandono' },
    });
    expect(despido.statusCode).toBe(201);
    const antes = await h.filas(
      sql`select t.estado, t.creditos, t.pago_id, p.pagado,
                 (select segundos from totales_tiempo where usuario_id = ${w.id}) as total,
                 (select count(*)::int from tiempo_eventos where tiempo_id = ${id}) as eventos
          from tiempos t join pagos p on p.id = t.pago_id where t.id = ${id}`,
    );

    for (const quien of [chef, gerente, dueno]) {
      const res = await h.post(quien.token, 'deshacer', { id });
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { message: mensajeYaNoEsPersonal(w.nombre) },
      ]);
    }
    // Still a confirmed shift with its credits, in its entry; no timer came back for the
    // guest (nothing open to resume), and the history has no undo.
    expect(
      await h.filas(
        sql`select t.estado, t.creditos, t.pago_id, p.pagado,
                   (select segundos from totales_tiempo where usuario_id = ${w.id}) as total,
                   (select count(*)::int from tiempo_eventos where tiempo_id = ${id}) as eventos
            from tiempos t join pagos p on p.id = t.pago_id where t.id = ${id}`,
      ),
    ).toEqual(antes);
    expect(antes).toEqual([
      expect.objectContaining({ estado: 'confirmado', creditos: 7, pago_id: r.tiempo.pago_id }),
    ]);
    expect((await h.lista(dueno.token)).tiempos.some((x) => x.id === id)).toBe(false);
    const reanudar = await h.post(dueno.token, 'reanudar', { id });
    expect(reanudar.statusCode).toBe(409);
  });

  it('refuses while the worker has another open timer', async () => {
    const w = await trabajador();
    const { id } = await confirmado(chef.token, 'Chef1', w.nombre, H);
    await h.iniciar(gerente.token, 'Gerente1', w.nombre);
    const res = await h.post(chef.token, 'deshacer', { id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: `Ya no se puede deshacer: ${w.nombre} ya tiene otro tiempo abierto.`,
    });
  });

  it('decides the weekly pay again: undoing the shift that completed it takes it away', async () => {
    await t.crearUsuario('Chef9', 3); // Chef ejecutivo Diamante: 70 weekly for 3 × 3 h
    await confirmado(gerente.token, 'Gerente1', 'Chef9', 3 * H);
    await confirmado(gerente.token, 'Gerente1', 'Chef9', 3 * H);
    const tercero = await confirmado(gerente.token, 'Gerente1', 'Chef9', 3 * H);
    expect(tercero.r.tiempo.bono_semanal).toBe(70);
    expect(await creditosDeEntrada(tercero.r.tiempo.pago_id)).toBe(70);
    expect((await h.post(gerente.token, 'deshacer', { id: tercero.id })).statusCode).toBe(200);
    expect(await creditosDeEntrada(tercero.r.tiempo.pago_id)).toBe(0);
    expect((await h.lista(gerente.token)).tiempos.find((x) => x.id === tercero.id)).toMatchObject({
      bono_previsto: 70,
    });
    const otra = await h.post(gerente.token, 'confirmar', { id: tercero.id });
    expect(otra.json().tiempo).toMatchObject({ bono_semanal: 70 });
  });

  it('follows the owner’s deshacer_segundos setting', async () => {
    const cambio = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { deshacer_segundos: 10 },
    });
    expect(cambio.json()).toMatchObject({ deshacer_segundos: 10, peticion_minutos: 30 });
    try {
      const w = await trabajador();
      const { id, r } = await confirmado(chef.token, 'Chef1', w.nombre, H);
      expect(r.deshacer_segundos).toBe(10);
      await confirmadoHace(id, 11);
      expect((await h.post(chef.token, 'deshacer', { id })).statusCode).toBe(409);
    } finally {
      await t.como(dueno.token, {
        method: 'PATCH',
        url: '/api/ajustes',
        payload: { deshacer_segundos: 60 },
      });
    }
    for (const malo of [9, 601, 1.5, '60']) {
      const res = await t.como(dueno.token, {
        method: 'PATCH',
        url: '/api/ajustes',
        payload: { deshacer_segundos: malo },
      });
      expect(res.statusCode, String(malo)).toBe(400);
    }
  });
});
