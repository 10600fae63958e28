import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * Warnings given to staff (docs/reglas.md, Warnings). One is active for 30 days unless
 * retired; a retired one stays as history.
 */
export const advertencias = pgTable(
  'advertencias',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    porId: integer('por_id')
      .notNull()
      .references(() => usuarios.id),
    motivo: text('motivo').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    retiradaEn: timestamp('retirada_en', { withTimezone: true }),
    retiradaPor: integer('retirada_por').references(() => usuarios.id),
  },
  (t) => [index('advertencias_usuario_idx').on(t.usuarioId, t.fecha)],
);
