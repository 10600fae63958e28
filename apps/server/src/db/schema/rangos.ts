import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id } from '../columnas';

/** Ranks: each has a level (0 owner … 6 base ranks) and a work area. */
export const rangos = pgTable('rangos', {
  id: id(),
  nombre: text('nombre').notNull().unique(),
  nivel: integer('nivel').notNull(),
  area: text('area').notNull(),
  orden: integer('orden').notNull(),
});
