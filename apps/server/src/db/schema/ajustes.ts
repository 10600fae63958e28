import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Owner settings (owner share, pay week time zone…), one row per key. */
export const ajustes = pgTable('ajustes', {
  clave: text('clave').primaryKey(),
  valor: jsonb('valor').notNull(),
});
