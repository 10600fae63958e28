import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { membresias } from './membresias';

/**
 * The membership notices already given (`termina`: ends within 3 days, `terminada`),
 * so the periodic sweep tells each one once (docs/reglas.md, Notifications).
 */
export const avisosMembresia = pgTable(
  'avisos_membresia',
  {
    membresiaId: integer('membresia_id')
      .notNull()
      .references(() => membresias.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.membresiaId, t.tipo] })],
);
