import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * Leave requests of staff members (docs/reglas.md, Leave). An approved leave covering
 * today blocks starting a timer for that person; it ends by itself after `hasta`.
 */
export const ausencias = pgTable(
  'ausencias',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    motivo: text('motivo').notNull(),
    estado: text('estado', { enum: ['pendiente', 'aprobada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    decididaPor: integer('decidida_por').references(() => usuarios.id),
    decididaEn: timestamp('decidida_en', { withTimezone: true }),
  },
  (t) => [
    index('ausencias_usuario_idx').on(t.usuarioId, t.hasta),
    check('ausencias_estado_check', sql`estado in ('pendiente', 'aprobada', 'rechazada')`),
    check('ausencias_fechas_check', sql`hasta >= desde`),
  ],
);
