import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { tiempos } from './tiempos';
import { usuarios } from './usuarios';

const esperando = sql`estado = 'esperando'`;

/**
 * Requests to be timed (docs/reglas.md, Time requests): a worker asks, a timekeeper
 * attends (starting the timer), the worker withdraws it, or it expires. Rows stay as
 * the record of who asked, when, who attended and how long they waited.
 */
export const peticionesTiempo = pgTable(
  'peticiones_tiempo',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    creadaEn: instante('creada_en').notNull(),
    estado: text('estado', { enum: ['esperando', 'atendida', 'retirada', 'caducada'] })
      .notNull()
      .default('esperando'),
    atendidaPor: integer('atendida_por').references(() => usuarios.id),
    atendidaEn: instante('atendida_en'),
    // The timer the attention started.
    tiempoId: integer('tiempo_id').references(() => tiempos.id),
    retiradaEn: instante('retirada_en'),
    caducadaEn: instante('caducada_en'),
  },
  (t) => [
    // One waiting request per person, whatever the race.
    uniqueIndex('peticiones_tiempo_esperando_key').on(t.usuarioId).where(esperando),
    // The waiting list, oldest first, and the expiry sweep.
    index('peticiones_tiempo_esperando_idx').on(t.creadaEn).where(esperando),
    index('peticiones_tiempo_usuario_idx').on(t.usuarioId, t.id),
    check(
      'peticiones_tiempo_estado_check',
      sql`estado in ('esperando', 'atendida', 'retirada', 'caducada')`,
    ),
    check(
      'peticiones_tiempo_atendida_check',
      sql`(estado = 'atendida') = (atendida_por is not null and atendida_en is not null and tiempo_id is not null)`,
    ),
    check(
      'peticiones_tiempo_retirada_check',
      sql`(estado = 'retirada') = (retirada_en is not null)`,
    ),
    check(
      'peticiones_tiempo_caducada_check',
      sql`(estado = 'caducada') = (caducada_en is not null)`,
    ),
  ],
);
