import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instante } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Signed-in sessions: each token names its row (`sid`), and the guard accepts a token
 * only while its row is open. A session that ends keeps its row, with why it ended
 * (`cierre_motivo`: signing out of that device, out everywhere, a new password, a change
 * of post, a dismissal, a rename…), so a token is told the reason that ended it and never
 * a later one (docs/reglas.md, Sessions 5.8). Rows whose token has expired are removed at
 * the person's next sign-in.
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
    /** Why it ended (`MOTIVOS_CIERRE`); null while open. */
    cierreMotivo: text('cierre_motivo'),
    /** The name a rename that ended it gave the account (its 401 tells it). */
    cierreNombre: text('cierre_nombre'),
  },
  (t) => [index('sesiones_usuario_idx').on(t.usuarioId)],
);
