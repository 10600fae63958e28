import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Leave requests of staff members (docs/reglas.md, Leave). An approved leave covering
 * today blocks starting a timer for that person; it ends by itself after `hasta`.
 */
export const ausencias = pgTable(
  'ausencias',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    motivo: text('motivo').notNull(),
    estado: text('estado', { enum: ['pendiente', 'aprobada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    creadoEn: instante('creado_en').notNull().defaultNow(),
    decididaPor: integer('decidida_por').references(() => usuarios.id),
    decididaEn: instante('decidida_en'),
  },
  (t) => [
    index('ausencias_usuario_idx').on(t.usuarioId, t.hasta),
    check('ausencias_estado_check', sql`estado in ('pendiente', 'aprobada', 'rechazada')`),
    check('ausencias_fechas_check', sql`hasta >= desde`),
  ],
);
