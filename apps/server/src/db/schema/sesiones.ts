import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { instante } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Signed-in sessions: each token names its row (`sid`), and the guard accepts a token
 * only while its row exists. Signing out deletes the row (that device only); signing
 * out everywhere deletes all of the person's rows and revokes their tokens.
 */
export const sesiones = pgTable(
  'sesiones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    creadaEn: instante('creada_en').notNull().defaultNow(),
    /** When its token expires; expired rows are removed at the person's next sign-in. */
    expiraEn: instante('expira_en'),
  },
  (t) => [index('sesiones_usuario_idx').on(t.usuarioId)],
);
