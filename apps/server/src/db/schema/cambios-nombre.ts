import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Name-change requests; a person has at most one waiting (the partial unique index). A
 * request is waiting until it is approved (`aprobado`) or rejected (`rechazado_en`),
 * never both.
 */
export const cambiosNombre = pgTable(
  'cambios_nombre',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    nombreAnterior: text('nombre_anterior').notNull(),
    nombreNuevo: text('nombre_nuevo').notNull(),
    aprobado: boolean('aprobado').notNull().default(false),
    creadoEn: instante('creado_en').notNull().defaultNow(),
    aprobadoEn: instante('aprobado_en'),
    aprobadoPor: integer('aprobado_por').references(() => usuarios.id),
    // For a verified person: whether Habbo gave the new name to the same player (null when
    // the person is not verified or Habbo could not be asked).
    habboCoincide: boolean('habbo_coincide'),
    rechazadoEn: instante('rechazado_en'),
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
