import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { misiones } from './misiones';
import { usuarios } from './usuarios';

/**
 * Promotions proposed by a timekeeper and decided by the administration above
 * (docs/reglas.md, Promotions). The posts before and proposed are kept by name as they
 * were, so the list reads the same after a catalog edit; a person has at most one
 * pending proposal.
 */
export const ascensos = pgTable(
  'ascensos',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    propuestoPor: referencia('propuesto_por', () => usuarios.id),
    // The mission the person held when it was proposed: approving needs it unchanged.
    misionAntesId: integer('mision_antes_id').references(() => misiones.id, {
      onDelete: 'set null',
    }),
    rangoAntes: text('rango_antes'),
    misionAntes: text('mision_antes'),
    misionId: integer('mision_id').references(() => misiones.id, { onDelete: 'set null' }),
    rango: text('rango').notNull(),
    mision: text('mision').notNull(),
    motivo: text('motivo').notNull(),
    estado: text('estado', { enum: ['pendiente', 'aprobado', 'rechazado'] })
      .notNull()
      .default('pendiente'),
    creadoEn: instante('creado_en').notNull().defaultNow(),
    decididoPor: integer('decidido_por').references(() => usuarios.id),
    decididoEn: instante('decidido_en'),
    motivoRechazo: text('motivo_rechazo'),
  },
  (t) => [
    uniqueIndex('ascensos_uno_pendiente_key')
      .on(t.usuarioId)
      .where(sql`${t.estado} = 'pendiente'`),
    index('ascensos_estado_idx').on(t.estado, t.id),
    index('ascensos_propuesto_por_idx').on(t.propuestoPor, t.id),
    check('ascensos_estado_check', sql`estado in ('pendiente', 'aprobado', 'rechazado')`),
    check(
      'ascensos_decision_check',
      sql`(estado = 'pendiente') = (decidido_en is null) and (estado = 'rechazado') = (motivo_rechazo is not null)`,
    ),
  ],
);
