import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Password changes tried with a wrong current password, per account: a stolen session
 * cannot guess the password without limit (docs/reglas.md, Accounts and names 4.15).
 */
export const intentosClave = pgTable(
  'intentos_clave',
  {
    id: id(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    creadoEn: instante('creado_en').notNull().defaultNow(),
  },
  (t) => [index('intentos_clave_usuario_idx').on(t.usuarioId, t.creadoEn)],
);
