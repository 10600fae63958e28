import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instante } from '../columnas';

/**
 * Verification codes a person puts in their Habbo motto (docs/reglas.md, Habbo identity).
 * Only a SHA-256 hash of each code is kept, bound to the name it was asked for (NFKC and
 * its look-alike key) and to what it is for; each one expires and is used once.
 */
export const codigosHabbo = pgTable(
  'codigos_habbo',
  {
    id: id(),
    codigoHash: text('codigo_hash').notNull(),
    /** `registro` (register or verify an account) or `recuperar` (password recovery). */
    proposito: text('proposito').notNull(),
    nombre: text('nombre').notNull(),
    nombreEsqueleto: text('nombre_esqueleto').notNull(),
    expiraEn: instante('expira_en').notNull(),
    creadoEn: instante('creado_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('codigos_habbo_hash_key').on(t.codigoHash),
    index('codigos_habbo_nombre_idx').on(t.nombreEsqueleto),
    index('codigos_habbo_expira_idx').on(t.expiraEn),
  ],
);
