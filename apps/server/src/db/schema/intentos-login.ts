import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/** Failed sign-ins per account and IP, for throttling guessing attacks. */
export const intentosLogin = pgTable(
  'intentos_login',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('intentos_login_usuario_idx').on(t.usuarioId, t.creadoEn)],
);
