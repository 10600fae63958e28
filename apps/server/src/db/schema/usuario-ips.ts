import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/** IPs seen at each register and login, per account, for the clone checks. */
export const usuarioIps = pgTable(
  'usuario_ips',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    primeraVez: timestamp('primera_vez', { withTimezone: true }).notNull().defaultNow(),
    ultimaVez: timestamp('ultima_vez', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.ip] }), index('usuario_ips_ip_idx').on(t.ip)],
);
