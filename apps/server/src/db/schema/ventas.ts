import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { misiones } from './misiones';
import { usuarios } from './usuarios';

/**
 * Sales of posts. Names, price and owner share are stored as they were at the sale,
 * so a later catalog or settings change never rewrites a sale.
 */
export const ventas = pgTable(
  'ventas',
  {
    id: serial('id').primaryKey(),
    compradorId: integer('comprador_id')
      .notNull()
      .references(() => usuarios.id),
    vendedorId: integer('vendedor_id')
      .notNull()
      .references(() => usuarios.id),
    misionId: integer('mision_id').references(() => misiones.id, { onDelete: 'set null' }),
    rango: text('rango').notNull(),
    mision: text('mision').notNull(),
    costo: integer('costo').notNull(),
    gananciaDueno: integer('ganancia_dueno').notNull(),
    montoTotal: integer('monto_total').notNull(),
    pagoRecibido: boolean('pago_recibido').notNull().default(false),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ventas_creado_en_idx').on(t.creadoEn),
    index('ventas_comprador_idx').on(t.compradorId),
  ],
);
