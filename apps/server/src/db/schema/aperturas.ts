import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AperturaSemanal, PaisHorario } from '@mchabbo/shared/aperturas/horario';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/**
 * The restaurant's weekly schedule as the owner saved it (docs/reglas.md, Openings): one
 * row, id 1; without it the default schedule applies.
 */
export const horarioAperturas = pgTable(
  'horario_aperturas',
  {
    id: integer('id').primaryKey(),
    semana: jsonb('semana').$type<AperturaSemanal[]>().notNull(),
    paises: jsonb('paises').$type<PaisHorario[]>().notNull(),
    cambiadoEn: instante('cambiado_en').notNull().defaultNow(),
  },
  () => [check('horario_aperturas_uno_check', sql`id = 1`)],
);

/**
 * One-off openings (`inicio`, `duracion_horas`, `titulo`) and closed days (`fecha`,
 * `cerrado`, `motivo`), by the administration.
 */
export const aperturasEspeciales = pgTable(
  'aperturas_especiales',
  {
    id: id(),
    inicio: instante('inicio'),
    duracionHoras: integer('duracion_horas'),
    titulo: text('titulo'),
    encargadosMinimos: integer('encargados_minimos').notNull().default(0),
    fecha: date('fecha', { mode: 'string' }),
    cerrado: boolean('cerrado').notNull().default(false),
    motivo: text('motivo'),
    creadaPor: referencia('creada_por', () => usuarios.id),
    creadaEn: instante('creada_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('aperturas_especiales_inicio_idx').on(t.inicio),
    uniqueIndex('aperturas_especiales_cerrado_idx').on(t.fecha),
    check(
      'aperturas_especiales_forma_check',
      sql`(cerrado and fecha is not null and inicio is null) or (not cerrado and inicio is not null and fecha is null)`,
    ),
  ],
);

/** The managers signed up to open, by the opening's start (a list: no places). */
export const aperturasEncargados = pgTable(
  'aperturas_encargados',
  {
    inicio: instante('inicio').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    apuntadoEn: instante('apuntado_en').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inicio, t.usuarioId] })],
);

/** The openings whose reminder was sent: the first process to insert the row sends it. */
export const aperturasRecordatorios = pgTable('aperturas_recordatorios', {
  inicio: instante('inicio').primaryKey(),
  enviadoEn: instante('enviado_en').notNull().defaultNow(),
});

/** The people who turned on "Avísame de las aperturas" (Configuración). */
export const aperturasAvisos = pgTable('aperturas_avisos', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  creadoEn: instante('creado_en').notNull().defaultNow(),
});
