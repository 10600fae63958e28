import { sql, type SQL } from 'drizzle-orm';
import type { Transaccion } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import { leerAjustes } from '../ajustes/ajustes.service';
import { CANAL_TIEMPOS } from './tiempos.avisos';
import { segundosDe } from './tiempos.reglas';
import type { FilaTiempo } from './tiempos.repository';

/** Elapsed whole seconds at `fin`, as `segundosTranscurridos` computes them (before the clamp). */
const transcurrido = (fin: SQL) =>
  sql`(floor(extract(epoch from (${fin} - iniciado_en)))::int - segundos_pausados + ajuste_segundos)`;

const iso = (columna: SQL) =>
  sql`to_char(${columna} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Whether a sweep would pause any of these timers now: what lets a list or an action
 * skip the sweep's statement while no running timer has reached the maximum.
 */
export function hayOlvidados(filas: FilaTiempo[], instante: Date, maxTurnoHoras: number) {
  const maximo = Math.round(maxTurnoHoras * 3600);
  return filas.some((t) => t.estado === 'activo' && segundosDe(t, instante) >= maximo);
}

/**
 * Pauses, in one statement, every running timer whose elapsed time has reached the
 * maximum shift (setting `max_turno_horas`, 6 h by default) and flags it `olvidado`.
 * The pause is placed at the instant the maximum was reached (never before the timer's
 * last change, so a manual adjustment is kept), so no time accrues past it. Each pause
 * is recorded as an event by nobody (same JSON as `foto()`) and announced live.
 * Returns the ids paused. `maxTurnoHoras` saves reading the settings again.
 */
export async function barrerOlvidados(
  ctx: Ctx,
  maxTurnoHoras?: number,
  /** Inside a transaction that holds this timer's lock: look at this one only. */
  solo?: { tx: Transaccion; id: number },
): Promise<number[]> {
  const horas = maxTurnoHoras ?? (await leerAjustes(solo?.tx ?? ctx.db)).max_turno_horas;
  if (solo) return pausarOlvidados(ctx, solo.tx, horas, solo.id);
  return ctx.db.transaction((tx) => pausarOlvidados(ctx, tx, horas));
}

/** The sweep's one statement, and the event of each timer it paused, in `tx`. */
async function pausarOlvidados(ctx: Ctx, db: Transaccion, horas: number, soloId?: number) {
  const maximo = Math.round(horas * 3600);
  const ahoraMismo = ahora(ctx);
  const instante = sql`${ahoraMismo.toISOString()}::timestamptz`;
  const pausadoDesde = sql.raw('pausado_desde');
  const deEse = soloId === undefined ? sql`` : sql`and id = ${soloId}`;
  const resultado = await db.execute(sql`
    with olvidados as (
      update tiempos set
        estado = 'pausado',
        olvidado = true,
        pausado_desde = greatest(
          iniciado_en + make_interval(secs => ${maximo}::int + segundos_pausados - ajuste_segundos),
          actualizado_en
        ),
        actualizado_en = ${instante}
      where estado = 'activo' and ${transcurrido(instante)} >= ${maximo}::int ${deEse}
      returning id, usuario_id, encargado_id, iniciado_en, pausado_desde, segundos_pausados,
        ajuste_segundos, pausas_count
    ),
    eventos as (
      insert into tiempo_eventos (tiempo_id, actor_id, accion, antes, despues, creado_en)
      select id, null, 'olvidado',
        jsonb_build_object(
          'estado', 'activo', 'encargado_id', encargado_id, 'pausado_desde', null,
          'segundos_pausados', segundos_pausados, 'ajuste_segundos', ajuste_segundos,
          'pausas_count', pausas_count, 'olvidado', false,
          'segundos', greatest(0, ${transcurrido(instante)})
        ),
        jsonb_build_object(
          'estado', 'pausado', 'encargado_id', encargado_id,
          'pausado_desde', ${iso(pausadoDesde)},
          'segundos_pausados', segundos_pausados, 'ajuste_segundos', ajuste_segundos,
          'pausas_count', pausas_count, 'olvidado', true,
          'segundos', greatest(0, ${transcurrido(pausadoDesde)})
        ),
        ${instante}
      from olvidados
    )
    select id, usuario_id, encargado_id,
      pg_notify(${CANAL_TIEMPOS}, json_build_object(
        'accion', 'olvidado', 'id', id, 'usuarios', json_build_array(usuario_id))::text)
    from olvidados
  `);
  const filas = (
    resultado as unknown as {
      rows: { id: number; usuario_id: number; encargado_id: number | null }[];
    }
  ).rows;
  for (const f of filas) {
    await ctx.eventos.emitir(db, 'tiempo.accion', {
      tiempoId: Number(f.id),
      accion: 'olvidado',
      actorId: null,
      usuarioId: Number(f.usuario_id),
      encargadoId: f.encargado_id === null ? null : Number(f.encargado_id),
      instante: ahoraMismo,
      antes: { estado: 'activo', olvidado: false },
      despues: { estado: 'pausado', olvidado: true },
    });
  }
  return filas.map((f) => Number(f.id));
}
