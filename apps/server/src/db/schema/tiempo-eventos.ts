import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { tiempos } from './tiempos';
import { usuarios } from './usuarios';

/**
 * The history of every timer: who did what and when, with the timer before and after.
 * `actor_id` is null for the server's own changes (pausing a forgotten timer).
 */
export const tiempoEventos = pgTable(
  'tiempo_eventos',
  {
    id: id(),
    tiempoId: referencia('tiempo_id', () => tiempos.id),
    actorId: integer('actor_id').references(() => usuarios.id),
    accion: text('accion').notNull(),
    antes: jsonb('antes'),
    despues: jsonb('despues'),
    // Why (a void gives its reason).
    motivo: text('motivo'),
    creadoEn: instante('creado_en').notNull().defaultNow(),
  },
  (t) => [index('tiempo_eventos_tiempo_idx').on(t.tiempoId, t.id)],
);
