import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, instante, referencia } from '../columnas';
import { usuarios } from './usuarios';

/** An exam as stored: the questions with their options and the right one (never sent to a student). */
export interface ExamenGuardado {
  preguntas: { texto: string; opciones: string[]; correcta: number }[];
  aprobado_con: number;
  espera_minutos: number;
}

/**
 * Training courses (docs/reglas.md, Trainings). `requerida_para` is null, 'primer_rango'
 * or a rank's name; a course with results is archived instead of deleted.
 */
export const capacitaciones = pgTable(
  'capacitaciones',
  {
    id: id(),
    nombre: text('nombre').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    nivelInstructor: integer('nivel_instructor').notNull().default(3),
    requeridaPara: text('requerida_para'),
    examen: jsonb('examen').$type<ExamenGuardado>(),
    archivada: boolean('archivada').notNull().default(false),
    creadaEn: instante('creada_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('capacitaciones_nombre_key')
      .on(sql`lower(${t.nombre})`)
      .where(sql`not ${t.archivada}`),
    check('capacitaciones_nivel_check', sql`nivel_instructor between 0 and 6`),
  ],
);

/** A trainer's published slot: a start instant and how many people fit. */
export const capacitacionTurnos = pgTable(
  'capacitacion_turnos',
  {
    id: id(),
    capacitacionId: referencia('capacitacion_id', () => capacitaciones.id),
    instructorId: referencia('instructor_id', () => usuarios.id),
    inicio: instante('inicio').notNull(),
    plazas: integer('plazas').notNull(),
    creadoEn: instante('creado_en').notNull().defaultNow(),
    /** When the reminder 30 minutes before went out: the process that sets it sends it. */
    recordadoEn: instante('recordado_en'),
  },
  (t) => [
    index('capacitacion_turnos_inicio_idx').on(t.inicio),
    check('capacitacion_turnos_plazas_check', sql`plazas between 1 and 20`),
  ],
);

/** One person's place in a slot; cancelled bookings are deleted. */
export const capacitacionReservas = pgTable(
  'capacitacion_reservas',
  {
    id: id(),
    turnoId: integer('turno_id')
      .notNull()
      .references(() => capacitacionTurnos.id, { onDelete: 'cascade' }),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    creadaEn: instante('creada_en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('capacitacion_reservas_key').on(t.turnoId, t.usuarioId),
    index('capacitacion_reservas_usuario_idx').on(t.usuarioId),
  ],
);

/** A session a trainer recorded (from a slot or not). */
export const capacitacionSesiones = pgTable(
  'capacitacion_sesiones',
  {
    id: id(),
    capacitacionId: referencia('capacitacion_id', () => capacitaciones.id),
    instructorId: referencia('instructor_id', () => usuarios.id),
    turnoId: integer('turno_id').references(() => capacitacionTurnos.id, { onDelete: 'set null' }),
    en: instante('en').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('capacitacion_sesiones_turno_key').on(t.turnoId),
    index('capacitacion_sesiones_instructor_idx').on(t.instructorId, t.en),
  ],
);

/**
 * Every result: an attendee of a session (`sesion_id`) or an exam attempt (no session).
 * A person passed a course when one of their results is `aprobado`.
 */
export const capacitacionResultados = pgTable(
  'capacitacion_resultados',
  {
    id: id(),
    capacitacionId: referencia('capacitacion_id', () => capacitaciones.id),
    usuarioId: referencia('usuario_id', () => usuarios.id),
    sesionId: integer('sesion_id').references(() => capacitacionSesiones.id),
    aprobado: boolean('aprobado').notNull(),
    aciertos: integer('aciertos'),
    total: integer('total'),
    nota: text('nota'),
    en: instante('en').notNull().defaultNow(),
  },
  (t) => [
    index('capacitacion_resultados_usuario_idx').on(t.usuarioId, t.capacitacionId, t.en),
    index('capacitacion_resultados_curso_idx').on(t.capacitacionId, t.en),
  ],
);
