import { integer, pgTable } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * Each person's confirmed shifts and seconds, kept up to date by the confirmation's
 * transaction (a confirmed shift never changes afterwards). The ranking and profiles read
 * this row instead of summing a year of shifts on every request; a row exists once the
 * person has a confirmed shift.
 */
export const totalesTiempo = pgTable('totales_tiempo', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id),
  turnos: integer('turnos').notNull().default(0),
  segundos: integer('segundos').notNull().default(0),
});
