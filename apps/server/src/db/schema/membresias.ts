import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/** Memberships given to members for a period; the state follows from `fecha_fin`. */
export const membresias = pgTable(
  'membresias',
  {
    id: serial('id').primaryKey(),
    nombre: text('nombre').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    encargadoId: integer('encargado_id')
      .notNull()
      .references(() => usuarios.id),
    fechaInicio: timestamp('fecha_inicio', { withTimezone: true }).notNull().defaultNow(),
    fechaFin: timestamp('fecha_fin', { withTimezone: true }).notNull(),
    requisitoHrs: text('requisito_hrs').notNull().default(''),
    requisitoTimes: text('requisito_times').notNull().default(''),
  },
  (t) => [
    index('membresias_fecha_fin_idx').on(t.fechaFin),
    index('membresias_usuario_idx').on(t.usuarioId),
  ],
);
