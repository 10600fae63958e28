import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { pagos } from './pagos';
import { usuarios } from './usuarios';

const abierto = sql`estado in ('activo', 'pausado')`;
const confirmado = sql`estado = 'confirmado'`;
const cerrado = sql`estado in ('confirmado', 'anulado', 'cancelado')`;

/**
 * Shift timers. Elapsed time is derived from the stored instants and amounts (no
 * per-second writes). Confirmed, voided and cancelled timers stay: confirmed ones carry
 * the worker's mission as it was, their pay and their pay entry; a voided one keeps
 * them for the history but no longer counts (docs/reglas.md, Pay).
 */
export const tiempos = pgTable(
  'tiempos',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    encargadoId: integer('encargado_id').references(() => usuarios.id),
    estado: text('estado', { enum: ['activo', 'pausado', 'confirmado', 'anulado', 'cancelado'] })
      .notNull()
      .default('activo'),
    iniciadoEn: instante('iniciado_en').notNull(),
    pausadoDesde: instante('pausado_desde'),
    segundosPausados: integer('segundos_pausados').notNull().default(0),
    ajusteSegundos: integer('ajuste_segundos').notNull().default(0),
    pausasCount: integer('pausas_count').notNull().default(0),
    // Paused by the server after running past the maximum shift.
    olvidado: boolean('olvidado').notNull().default(false),
    // Last change to the timer; a forgotten timer is never paused before it.
    actualizadoEn: instante('actualizado_en').notNull(),
    confirmadoEn: instante('confirmado_en'),
    confirmadoPor: integer('confirmado_por').references(() => usuarios.id),
    segundosConfirmados: integer('segundos_confirmados'),
    canceladoEn: instante('cancelado_en'),
    canceladoPor: integer('cancelado_por').references(() => usuarios.id),
    // A confirmed shift voided by the administration, and why.
    anuladoEn: instante('anulado_en'),
    anuladoPor: integer('anulado_por').references(() => usuarios.id),
    motivoAnulacion: text('motivo_anulacion'),
    // The worker's mission at confirmation, so later catalog edits do not rewrite pay.
    mision: text('mision'),
    rango: text('rango'),
    pago1h: integer('pago_1h'),
    pago2h: integer('pago_2h'),
    pago3h: integer('pago_3h'),
    pagoSemanal: integer('pago_semanal'),
    requisitoHrs: text('requisito_hrs'),
    requisitoTimes: text('requisito_times'),
    // Pay of this shift, and the weekly pay when this shift met the week's requirement.
    creditos: integer('creditos'),
    bonoSemanal: integer('bono_semanal').notNull().default(0),
    semana: date('semana', { mode: 'string' }),
    pagoId: integer('pago_id').references(() => pagos.id),
    // Whether Habbo showed the worker connected when the shift was confirmed (null:
    // unknown) (docs/reglas.md, Habbo roster 35.9).
    enHotelAlConfirmar: boolean('en_hotel_al_confirmar'),
  },
  (t) => [
    // One open timer per worker, whatever the race.
    uniqueIndex('tiempos_abierto_por_usuario_key').on(t.usuarioId).where(abierto),
    // The weekly pay is given once per worker and pay week.
    uniqueIndex('tiempos_bono_por_semana_key')
      .on(t.usuarioId, t.semana)
      .where(sql`bono_semanal > 0`),
    index('tiempos_abiertos_idx').on(t.iniciadoEn).where(abierto),
    index('tiempos_abiertos_encargado_idx').on(t.encargadoId).where(abierto),
    index('tiempos_confirmados_semana_idx').on(t.semana, t.usuarioId).where(confirmado),
    // A worker's confirmed shifts; the activity's last shift is the newest entry of
    // this index, read without visiting the shifts.
    index('tiempos_confirmados_usuario_idx').on(t.usuarioId, t.confirmadoEn).where(confirmado),
    index('tiempos_pago_idx').on(t.pagoId),
    // The history: closed shifts newest first, by worker or by manager.
    index('tiempos_historial_usuario_idx').on(t.usuarioId, t.id).where(cerrado),
    index('tiempos_historial_encargado_idx').on(t.encargadoId, t.id).where(cerrado),
    // ...and by dates of the start (`desde`/`hasta`): an old range is found here and
    // sorted, instead of walking the whole history back from the newest shift.
    index('tiempos_historial_inicio_idx').on(t.iniciadoEn).where(cerrado),
    check(
      'tiempos_estado_check',
      sql`estado in ('activo', 'pausado', 'confirmado', 'anulado', 'cancelado')`,
    ),
    check(
      'tiempos_pausa_check',
      sql`(estado = 'pausado') = (pausado_desde is not null) or estado in ('confirmado', 'anulado', 'cancelado')`,
    ),
    check('tiempos_cantidades_check', sql`segundos_pausados >= 0 and pausas_count >= 0`),
    check(
      'tiempos_confirmado_check',
      sql`estado <> 'confirmado' or (segundos_confirmados is not null and pago_id is not null and semana is not null)`,
    ),
  ],
);
