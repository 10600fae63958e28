import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { misiones } from './misiones';
import { usuarios } from './usuarios';

/**
 * Dismissals. The person's post is kept as a snapshot (ids to restore it, names and
 * cost to show it) so "Ingresar" gives back exactly what was taken.
 */
export const despidos = pgTable(
  'despidos',
  {
    id: id(),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    encargadoId: referencia('encargado_id', () => usuarios.id),
    motivo: text('motivo').notNull(),
    fecha: instante('fecha').notNull().defaultNow(),
    misionId: integer('mision_id').references(() => misiones.id, { onDelete: 'set null' }),
    nivel: integer('nivel').notNull(),
    rango: text('rango'),
    mision: text('mision'),
    costo: integer('costo'),
    activo: boolean('activo').notNull().default(true),
    reintegradoEn: instante('reintegrado_en'),
    reintegradoPor: integer('reintegrado_por').references(() => usuarios.id),
  },
  (t) => [index('despidos_activo_fecha_idx').on(t.activo, t.fecha)],
);
