import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Pay entries: one worker's credits for one pay week. At most one entry of a worker and
 * week is open (unpaid); 'Pagar' settles it and freezes `creditos`, and shifts confirmed
 * afterwards in that week open a new entry, so a paid amount never changes.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    // Monday of the pay week in the settings' time zone.
    semana: date('semana', { mode: 'string' }).notNull(),
    // Null while open (the sum of its shifts is computed); frozen when paid.
    creditos: integer('creditos'),
    pagado: boolean('pagado').notNull().default(false),
    pagadoEn: instante('pagado_en'),
    pagadoPor: integer('pagado_por').references(() => usuarios.id),
    creadoEn: instante('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pagos_abierto_por_semana_key')
      .on(t.usuarioId, t.semana)
      .where(sql`${t.pagado} = false`),
    index('pagos_semana_idx').on(t.semana),
    // A person's latest payment (their week on Inicio), without reading everyone's.
    index('pagos_pagados_usuario_idx')
      .on(t.usuarioId, t.pagadoEn)
      .where(sql`${t.pagado}`),
    check(
      'pagos_pagado_check',
      sql`(${t.pagado} and ${t.pagadoEn} is not null and ${t.creditos} is not null) or (not ${t.pagado} and ${t.pagadoEn} is null)`,
    ),
  ],
);
