import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { instante } from '../columnas';
import { usuarios } from './usuarios';

/**
 * IPs seen at each register and login, per account, for the clone checks. `id` names
 * the row in the clones list; `permitido` marks an account allowed to share its IP.
 */
export const usuarioIps = pgTable(
  'usuario_ips',
  {
    id: serial('id').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    permitido: boolean('permitido').notNull().default(false),
    primeraVez: instante('primera_vez').notNull().defaultNow(),
    ultimaVez: instante('ultima_vez').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.ip] }),
    unique('usuario_ips_id_key').on(t.id),
    index('usuario_ips_ip_idx').on(t.ip),
  ],
);
