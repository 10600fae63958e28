import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { misiones } from './misiones';
import { usuarios } from './usuarios';

/**
 * Sales of posts. Names, price and owner share are stored as they were at the sale,
 * so a later catalog or settings change never rewrites a sale.
 */
export const ventas = pgTable(
  'ventas',
  {
    id: id(),
    compradorId: referencia('comprador_id', () => usuarios.id),
    vendedorId: referencia('vendedor_id', () => usuarios.id),
    misionId: integer('mision_id').references(() => misiones.id, { onDelete: 'set null' }),
    rango: text('rango').notNull(),
    mision: text('mision').notNull(),
    costo: integer('costo').notNull(),
    gananciaDueno: integer('ganancia_dueno').notNull(),
    montoTotal: integer('monto_total').notNull(),
    pagoRecibido: boolean('pago_recibido').notNull().default(false),
    creadoEn: instante('creado_en').notNull().defaultNow(),
  },
  (t) => [
    index('ventas_creado_en_idx').on(t.creadoEn),
    index('ventas_comprador_idx').on(t.compradorId),
  ],
);
