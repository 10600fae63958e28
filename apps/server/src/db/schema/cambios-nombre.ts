import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/** Name-change requests; a person has at most one waiting (the partial unique index). */
export const cambiosNombre = pgTable(
  'cambios_nombre',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    nombreAnterior: text('nombre_anterior').notNull(),
    nombreNuevo: text('nombre_nuevo').notNull(),
    aprobado: boolean('aprobado').notNull().default(false),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    aprobadoEn: timestamp('aprobado_en', { withTimezone: true }),
    aprobadoPor: integer('aprobado_por').references(() => usuarios.id),
    // For a verified person: whether Habbo gave the new name to the same player (null when
    // the person is not verified or Habbo could not be asked).
    habboCoincide: boolean('habbo_coincide'),
  },
  (t) => [
    uniqueIndex('cambios_nombre_uno_pendiente_key')
      .on(t.usuarioId)
      .where(sql`${t.aprobado} = false`),
    index('cambios_nombre_creado_idx').on(t.creadoEn),
  ],
);
