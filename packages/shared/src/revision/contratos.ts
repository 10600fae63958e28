import * as z from 'zod';

/**
 * What the roster check may say about a person (docs/reglas.md, Habbo roster). Each is
 * concluded from what Habbo answered; unknown data raises none of them.
 */
export const MARCAS_REVISION = [
  'mision',
  'fuera_del_grupo',
  'grupo_rival',
  'perfil_oculto',
  'ausente_aviso',
  'ausente_despido',
  'no_encontrado',
  'sin_verificar',
] as const;
/** One flag of the roster check. */
export type MarcaRevision = (typeof MARCAS_REVISION)[number];

/** A rival group a person is in, as Habbo names it. */
export const grupoRival = z.object({ id: z.string(), nombre: z.string() });
/** A rival group a person is in. */
export type GrupoRival = z.infer<typeof grupoRival>;

/** One staff member as the last roster check read them; null fields are unknown. */
export const filaRevision = z.object({
  usuario_id: z.number().int(),
  usuario: z.string(),
  rango: z.string().nullable(),
  /** The motto `formato_mision` gives their post. */
  mision_esperada: z.string(),
  /** Their motto in Habbo; null when never read or not found. */
  mision_habbo: z.string().nullable(),
  en_linea: z.boolean().nullable(),
  ultimo_acceso: z.string().nullable(),
  perfil_visible: z.boolean().nullable(),
  en_grupo: z.boolean().nullable(),
  grupos_rivales: z.array(grupoRival).nullable(),
  marcas: z.array(z.enum(MARCAS_REVISION)),
  /** Whole days since their last access in Habbo, when known. */
  dias_sin_entrar: z.number().int().nullable(),
  revisado_en: z.string().nullable(),
});
/** One row of GET /revision. */
export type FilaRevision = z.infer<typeof filaRevision>;

/** GET /revision: the last roster check (docs/reglas.md, Habbo roster 35.4). */
export const revisionResponse = z.object({
  /** When the last whole round ended, or null when none has. */
  revisado_en: z.string().nullable(),
  /** Whether Habbo answered the last attempt (false: the rows are the last known). */
  habbo_disponible: z.boolean(),
  /** When a round last started, finished or not. */
  ultimo_intento: z.string().nullable(),
  /** The round running now, if any: how many people it has read of how many. */
  en_curso: z.object({ revisados: z.number().int(), total: z.number().int() }).nullable(),
  filas: z.array(filaRevision),
});
/** What GET /revision answers. */
export type RevisionVista = z.infer<typeof revisionResponse>;

/** POST /revision: what the round read. */
export const rondaResponse = z.object({
  revisados: z.number().int(),
  marcados: z.number().int(),
  habbo_disponible: z.boolean(),
  message: z.string(),
});

/** GET /revision/mia: the caller's own motto as the last round read it. */
export const miRevisionResponse = z.object({
  /** The motto their post asks for; null for the owner (never read). */
  mision_esperada: z.string().nullable(),
  mision_habbo: z.string().nullable(),
  /** Their motto in Habbo differs from the expected one (the `mision` flag). */
  difiere: z.boolean(),
  revisado_en: z.string().nullable(),
});
/** What GET /revision/mia answers. */
export type MiRevision = z.infer<typeof miRevisionResponse>;

/** POST /revision/:id/aviso: the notification sent. */
export const avisoRevisionResponse = z.object({ message: z.string() });

/** The texts of the roster check. */
export const MENSAJES_REVISION = {
  reciente: 'Ya se revisó hace menos de un minuto: espera un poco y vuelve a intentarlo.',
  enCurso: 'Ya hay una revisión en curso.',
  hecha: (revisados: number, marcados: number) =>
    `Revisadas ${revisados} personas: ${marcados} con avisos.`,
  sinHabbo: (revisados: number) =>
    `No se pudo consultar Habbo: se revisaron ${revisados} personas y se conservan los últimos datos.`,
  noStaff: 'Esa persona no forma parte del personal.',
  umbrales: 'Los días para avisar de una ausencia no pueden superar los de proponer un despido.',
  sinMarcas: 'Esa persona no tiene avisos de la revisión.',
  avisado: (usuario: string) => `${usuario} recibió el aviso.`,
  notificacion: (esperada: string) =>
    `Revisión de Habbo: tu misión debe ser «${esperada}». Cópiala en tu misión de Habbo.`,
} as const;
