import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tiempos } from './tiempos';
import { usuarios } from './usuarios';

/**
 * The history of every timer: who did what and when, with the timer before and after.
 * `actor_id` is null for the server's own changes (pausing a forgotten timer).
 */
export const tiempoEventos = pgTable(
  'tiempo_eventos',
  {
    id: serial('id').primaryKey(),
    tiempoId: integer('tiempo_id')
      .notNull()
      .references(() => tiempos.id),
    actorId: integer('actor_id').references(() => usuarios.id),
    accion: text('accion').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    // Why (a void gives its reason).
    motivo: text('motivo'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tiempo_eventos_tiempo_idx').on(t.tiempoId, t.id)],
);
