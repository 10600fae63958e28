import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';
import { usuarios } from './usuarios';

/** Failed sign-ins per account and IP, for throttling guessing attacks. */
export const intentosLogin = pgTable(
  'intentos_login',
  {
    id: id(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    creadoEn: instante('creado_en').notNull().defaultNow(),
  },
  (t) => [index('intentos_login_usuario_idx').on(t.usuarioId, t.creadoEn)],
);
