import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { misiones } from './misiones';
import { usuarios } from './usuarios';

/**
 * Dismissals. The person's post is kept as a snapshot (ids to restore it, names and
 * cost to show it) so "Ingresar" gives back exactly what was taken.
 */
export const despidos = pgTable(
  'despidos',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    encargadoId: integer('encargado_id')
      .notNull()
      .references(() => usuarios.id),
    motivo: text('motivo').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    misionId: integer('mision_id').references(() => misiones.id, { onDelete: 'set null' }),
    nivel: integer('nivel').notNull(),
    rango: text('rango'),
    mision: text('mision'),
    costo: integer('costo'),
    activo: boolean('activo').notNull().default(true),
    reintegradoEn: timestamp('reintegrado_en', { withTimezone: true }),
    reintegradoPor: integer('reintegrado_por').references(() => usuarios.id),
  },
  (t) => [index('despidos_activo_fecha_idx').on(t.activo, t.fecha)],
);
