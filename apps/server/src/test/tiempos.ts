import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/** Helpers for the timer and pay tests: calls by token, and moving a timer back in time. */
export function ayudasTiempos(t: TestApp) {
  const post = (token: string | null, url: string, payload?: object) =>
    t.como(token, { method: 'POST', url: `/api/tiempos/${url}`, payload });

  const filas = async <T>(consulta: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(consulta)) as unknown as { rows: T[] }).rows;

  const ayudas = {
    post,
    filas,
    /** Starts a timer run by `encargado` (name and token) and returns its id. */
    async iniciar(token: string, encargado: string, usuario: string) {
      const res = await post(token, 'log', { encargado, usuario });
      if (res.statusCode !== 201) throw new Error(`log ${usuario}: ${res.statusCode} ${res.body}`);
      return res.json().tiempo.id as number;
    },
    /**
     * Moves a timer `segundos` back in time, as if it had started (and changed) that
     * much earlier: a running timer gains that time, a paused one keeps its time.
     */
    async envejecer(id: number, segundos: number) {
      await t.database.db.execute(sql`
        update tiempos set
          iniciado_en = iniciado_en - make_interval(secs => ${segundos}::int),
          actualizado_en = actualizado_en - make_interval(secs => ${segundos}::int),
          pausado_desde = pausado_desde - make_interval(secs => ${segundos}::int)
        where id = ${id}`);
    },
    /**
     * A shift of `segundos` started by `encargado` (name and token), aged and confirmed:
     * its id and the confirmation's answer.
     */
    async turnoConfirmado(token: string, encargado: string, usuario: string, segundos: number) {
      const id = await ayudas.iniciar(token, encargado, usuario);
      await ayudas.envejecer(id, segundos);
      const res = await post(token, 'confirmar', { id, confirmado: true });
      if (res.statusCode !== 200) throw new Error(`confirmar ${id}: ${res.statusCode} ${res.body}`);
      return { id, respuesta: res.json() };
    },
    /** The history of a timer, oldest first. */
    eventos(id: number) {
      return filas<{ accion: string; actor_id: number | null; antes: unknown; despues: unknown }>(
        sql`select accion, actor_id, antes, despues from tiempo_eventos where tiempo_id = ${id} order by id`,
      );
    },
    /** The open timers as the list shows them. */
    async lista(token: string) {
      const res = await t.como(token, { method: 'GET', url: '/api/tiempos/all' });
      if (res.statusCode !== 200) throw new Error(`all: ${res.statusCode} ${res.body}`);
      return res.json() as { tiempos: Array<Record<string, unknown>>; ahora: string };
    },
    /** Gives a person another mission of the catalog by name (and its level). */
    async darMision(usuarioId: number, mision: string) {
      await t.database.db.execute(sql`
        update usuarios u set mision_id = m.id, nivel = r.nivel
        from misiones m join rangos r on r.id = m.rango_id
        where u.id = ${usuarioId} and m.mision = ${mision}`);
    },
  };
  return ayudas;
}
