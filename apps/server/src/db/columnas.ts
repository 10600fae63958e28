import { integer, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes the schema repeats (`db/schema/`), each one SQL type and constraint set.

/** The table's own key: `id serial primary key`. */
export const id = () => serial('id').primaryKey();

/** An instant: `timestamp with time zone`. */
export const instante = (columna: string) => timestamp(columna, { withTimezone: true });

/** A required reference: `integer not null` pointing at `destino`. */
export const referencia = (columna: string, destino: () => AnyPgColumn) =>
  integer(columna).notNull().references(destino);
