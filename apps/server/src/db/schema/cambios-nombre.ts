import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * Name-change requests; a person has at most one waiting (the partial unique index). A
 * request is waiting until it is approved (`aprobado`) or rejected (`rechazado_en`),
 * never both.
 */
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
    rechazadoEn: timestamp('rechazado_en', { withTimezone: true }),
    rechazadoPor: integer('rechazado_por').references(() => usuarios.id),
    motivoRechazo: text('motivo_rechazo'),
  },
  (t) => [
    uniqueIndex('cambios_nombre_uno_pendiente_key')
      .on(t.usuarioId)
      .where(sql`${t.aprobado} = false and ${t.rechazadoEn} is null`),
    index('cambios_nombre_creado_idx').on(t.creadoEn),
    check('cambios_nombre_una_decision', sql`not (${t.aprobado} and ${t.rechazadoEn} is not null)`),
  ],
);
