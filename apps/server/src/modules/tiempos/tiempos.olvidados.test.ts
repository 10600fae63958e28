import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_TIEMPOS as M, mensajeAjusteMaximo } from '@mchabbo/shared/tiempos/contratos';
import { appConPersonas } from '../../test/personas';

const { t, h, chef } = appConPersonas('chef');

let n = 0;
/** A fresh worker, so tests do not share open timers. */
const trabajador = () => t.crearUsuario(`Trab${++n}`, 5);

describe('forgotten timers', () => {
  it('pauses a timer past the maximum shift at exactly the maximum, and flags it', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await h.envejecer(id, 7 * 3600);
    const fila = (await h.lista(chef.token)).tiempos.find((x) => x.id === id);
    expect(fila).toMatchObject({
      pausado: true,
      olvidado: true,
      segundos: 6 * 3600,
      pausas_count: 0,
    });
    const evs = await h.eventos(id);
    expect(evs.at(-1)).toMatchObject({
      accion: 'olvidado',
      actor_id: null,
      antes: { estado: 'activo', olvidado: false },
      despues: { estado: 'pausado', olvidado: true, segundos: 6 * 3600 },
    });
    // It cannot run on past the maximum; once adjusted it can.
    expect((await h.post(chef.token, 'reanudar', { id })).json()).toEqual({
      message: M.turnoMaximo,
    });
    await h.post(chef.token, 'ajustar', { id, minutos: 120, tipo: 'Restar' });
    // The history's JSON written in SQL is the one the service writes.
    const [olvido, ajuste] = (await h.eventos(id)).slice(-2);
    expect(ajuste?.antes).toEqual(olvido?.despues);
    // No time accrues while it stays paused.
    await h.envejecer(id, 3600);
    const r = await h.post(chef.token, 'reanudar', { id });
    expect(r.json().tiempo).toMatchObject({ olvidado: false, pausado: false, segundos: 4 * 3600 });
  });

  it('reads the maximum from the settings and refuses an addition that would pass it', async () => {
    await t.database.db.execute(
      sql`insert into ajustes (clave, valor) values ('max_turno_horas', '2'::jsonb)
          on conflict (clave) do update set valor = excluded.valor`,
    );
    try {
      await trabajador();
      const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
      await h.envejecer(id, 3 * 3600);
      expect((await h.lista(chef.token)).tiempos.find((x) => x.id === id)).toMatchObject({
        olvidado: true,
        segundos: 2 * 3600,
      });
      await trabajador();
      const otro = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
      const eventosAntes = (await h.eventos(otro)).length;
      const pasado = await h.post(chef.token, 'ajustar', { id: otro, minutos: 180, tipo: 'Sumar' });
      expect(pasado.statusCode).toBe(409);
      expect(pasado.json()).toEqual({ message: mensajeAjusteMaximo(2) });
      expect(await h.eventos(otro)).toHaveLength(eventosAntes);
      const dentro = await h.post(chef.token, 'ajustar', { id: otro, minutos: 119, tipo: 'Sumar' });
      expect(dentro.statusCode).toBe(200);
      expect(dentro.json().tiempo.segundos).toBeLessThanOrEqual(2 * 3600);
    } finally {
      await t.database.db.execute(sql`delete from ajustes where clave = 'max_turno_horas'`);
    }
  });

  it('pauses an overdue running timer as forgotten before confirming it, at the maximum', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await h.envejecer(id, 8 * 3600);
    const r = await h.post(chef.token, 'confirmar', { id });
    expect(r.statusCode).toBe(200);
    expect(r.json().tiempo).toMatchObject({ segundos_confirmados: 6 * 3600 });
    const [olvido, confirmacion] = (await h.eventos(id)).slice(-2);
    expect(olvido).toMatchObject({
      accion: 'olvidado',
      actor_id: null,
      despues: { estado: 'pausado', olvidado: true, segundos: 6 * 3600 },
    });
    expect(confirmacion).toMatchObject({ accion: 'confirmar', actor_id: chef.id });
    expect(confirmacion?.antes).toEqual(olvido?.despues);
  });

  it('never confirms more than the maximum shift, even for a timer that holds more', async () => {
    await trabajador();
    const id = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await h.post(chef.token, 'pausar', { id });
    // A timer adjusted past the maximum before the rule existed.
    await t.database.db.execute(
      sql`update tiempos set ajuste_segundos = ${8 * 3600} where id = ${id}`,
    );
    const r = await h.post(chef.token, 'confirmar', { id });
    expect(r.statusCode).toBe(200);
    expect(r.json().tiempo).toMatchObject({ segundos_confirmados: 6 * 3600 });
  });
});
