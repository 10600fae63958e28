import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/** Memberships given to members for a period; the state follows from `fecha_fin`. */
export const membresias = pgTable(
  'membresias',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    encargadoId: referencia('encargado_id', () => usuarios.id),
    fechaInicio: instante('fecha_inicio').notNull().defaultNow(),
    fechaFin: instante('fecha_fin').notNull(),
    requisitoHrs: text('requisito_hrs').notNull().default(''),
    requisitoTimes: text('requisito_times').notNull().default(''),
  },
  (t) => [
    index('membresias_fecha_fin_idx').on(t.fechaFin),
    index('membresias_usuario_idx').on(t.usuarioId),
  ],
);
