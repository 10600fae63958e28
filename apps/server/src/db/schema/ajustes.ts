import { customType, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A `jsonb` value read back exactly as it was saved. Both drivers already turn jsonb into
 * JavaScript; Drizzle's own `jsonb` then parsed a text value once more, so a setting saved
 * as the text "2026", "true" or "1" came back as a number or a boolean, failed its rule,
 * and every setting fell back to its default (docs/reglas.md, Settings 15.5).
 */
const json = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (valor) => JSON.stringify(valor),
});

/** Owner settings (owner share, pay week time zone…), one row per key, each value typed. */
export const ajustes = pgTable('ajustes', {
  clave: text('clave').primaryKey(),
  valor: json('valor').notNull(),
});
