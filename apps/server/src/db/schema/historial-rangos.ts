import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * Every change of a person's post (docs/reglas.md, Rank history): the rank and mission
 * before and after as they were named then, who made it (null when nobody did) and why.
 */
export const historialRangos = pgTable(
  'historial_rangos',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    antes: text('antes').notNull(),
    despues: text('despues').notNull(),
    porId: integer('por_id').references(() => usuarios.id),
    motivo: text('motivo').notNull(),
  },
  (t) => [index('historial_rangos_usuario_idx').on(t.usuarioId, t.fecha)],
);
