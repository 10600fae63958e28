import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Each person's inbox (docs/reglas.md, Notifications): written in the transaction of
 * the change it tells, kept 90 days. `push_enviada` is claimed by the one process that
 * sends it to the person's devices.
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: id(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    texto: text('texto').notNull(),
    enlace: text('enlace').notNull(),
    creadaEn: instante('creada_en').notNull().defaultNow(),
    leida: boolean('leida').notNull().default(false),
    pushEnviada: boolean('push_enviada').notNull().default(false),
  },
  (t) => [
    index('notificaciones_usuario_idx').on(t.usuarioId, t.id),
    index('notificaciones_creada_idx').on(t.creadaEn),
  ],
);
