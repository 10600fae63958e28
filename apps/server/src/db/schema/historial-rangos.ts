import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/**
 * Every change of a person's post (docs/reglas.md, Rank history): the rank and mission
 * before and after as they were named then, who made it (null when nobody did) and why.
 */
export const historialRangos = pgTable(
  'historial_rangos',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    fecha: instante('fecha').notNull().defaultNow(),
    antes: text('antes').notNull(),
    despues: text('despues').notNull(),
    porId: integer('por_id').references(() => usuarios.id),
    motivo: text('motivo').notNull(),
  },
  (t) => [index('historial_rangos_usuario_idx').on(t.usuarioId, t.fecha)],
);
