import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instante } from '../columnas';
import { usuarios } from './usuarios';

/**
 * What the roster check last read of each staff member in Habbo (docs/reglas.md, Habbo
 * roster). Null columns are unknown (a hidden status, a hidden profile's groups).
 */
export const revisionHabbo = pgTable('revision_habbo', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  mision: text('mision'),
  enLinea: boolean('en_linea'),
  ultimoAcceso: instante('ultimo_acceso'),
  perfilVisible: boolean('perfil_visible'),
  enGrupo: boolean('en_grupo'),
  /** `[{id, nombre}]` of the rival groups in their profile; null when the profile hides them. */
  gruposRivales: jsonb('grupos_rivales').$type<{ id: string; nombre: string }[]>(),
  noEncontrado: boolean('no_encontrado').notNull().default(false),
  /** Read by name: the account is not verified through Habbo. */
  sinVerificar: boolean('sin_verificar').notNull().default(false),
  revisadoEn: instante('revisado_en').notNull(),
  /**
   * The flags Revisión last showed of them (read by levels 0–2): Pendientes lists those
   * flagged with anything new since (docs/reglas.md, Habbo roster 35.10).
   */
  marcasVistas: jsonb('marcas_vistas').$type<string[]>(),
});

/**
 * The roster check's single state row (`id` = 1): the last rounds and who runs one now.
 * A process claims a round by setting `en_curso_hasta` when it is empty or past (a lease
 * it extends while it reads), so processes sharing PostgreSQL run one round at a time.
 */
export const revisionEstado = pgTable('revision_estado', {
  id: integer('id').primaryKey(),
  ultimoIntento: instante('ultimo_intento'),
  ultimaCompleta: instante('ultima_completa'),
  habboDisponible: boolean('habbo_disponible').notNull().default(true),
  enCursoHasta: instante('en_curso_hasta'),
  enCursoRevisados: integer('en_curso_revisados').notNull().default(0),
  enCursoTotal: integer('en_curso_total').notNull().default(0),
});

/**
 * Whether each worker with a running timer is in the hotel (docs/reglas.md, Habbo roster
 * 35.9): `en_linea` as Habbo last said (null: hidden or not found), `leido_en` when
 * (null: never read). A process claims a person's next read by moving `reclamado_en`,
 * at most once every two minutes, so processes sharing PostgreSQL never read them twice.
 */
export const revisionPresencia = pgTable('revision_presencia', {
  usuarioId: integer('usuario_id')
    .primaryKey()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  enLinea: boolean('en_linea'),
  leidoEn: instante('leido_en'),
  reclamadoEn: instante('reclamado_en').notNull(),
});
