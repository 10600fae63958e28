import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Warnings given to staff (docs/reglas.md, Warnings). One is active for 30 days unless
 * retired; a retired one stays as history.
 */
export const advertencias = pgTable(
  'advertencias',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    porId: referencia('por_id', () => usuarios.id),
    motivo: text('motivo').notNull(),
    fecha: instante('fecha').notNull().defaultNow(),
    retiradaEn: instante('retirada_en'),
    retiradaPor: integer('retirada_por').references(() => usuarios.id),
  },
  (t) => [index('advertencias_usuario_idx').on(t.usuarioId, t.fecha)],
);
