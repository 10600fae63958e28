import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios';

/**
 * Web Push subscriptions: one row per browser endpoint, owned by whoever subscribed it
 * last (docs/reglas.md, Notifications).
 */
export const pushSuscripciones = pgTable(
  'push_suscripciones',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_suscripciones_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    creadaEn: timestamp('creada_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_suscripciones_usuario_idx').on(t.usuarioId)],
);
