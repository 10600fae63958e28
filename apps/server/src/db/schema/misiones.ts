import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { rangos } from './rangos';

/** The catalog of posts: each mission belongs to a rank and carries its price and pay. */
export const misiones = pgTable(
  'misiones',
  {
    id: id(),
    rangoId: referencia('rango_id', () => rangos.id),
    mision: text('mision').notNull(),
    costo: integer('costo').notNull().default(0),
    pago1h: integer('pago_1h').notNull().default(0),
    pago2h: integer('pago_2h').notNull().default(0),
    pago3h: integer('pago_3h').notNull().default(0),
    pagoSemanal: integer('pago_semanal').notNull().default(0),
    requisitoHrs: text('requisito_hrs').notNull().default('0h'),
    requisitoTimes: text('requisito_times').notNull().default('0'),
    // Who last edited the entry; null for the seeded catalog.
    editadoPor: integer('editado_por'),
    actualizadoEn: instante('actualizado_en').notNull().defaultNow(),
  },
  (t) => [unique('misiones_rango_mision_key').on(t.rangoId, t.mision)],
);
