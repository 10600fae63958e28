import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Web Push subscriptions: one row per browser endpoint, owned by whoever subscribed it
 * last (docs/reglas.md, Notifications).
 */
export const pushSuscripciones = pgTable(
  'push_suscripciones',
  {
    id: id(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_suscripciones_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    creadaEn: instante('creada_en').notNull().defaultNow(),
  },
  (t) => [index('push_suscripciones_usuario_idx').on(t.usuarioId)],
);
