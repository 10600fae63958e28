import * as z from 'zod';

/** A staff member's activity (docs/reglas.md, Activity). */
export const personaActividad = z.object({
  usuario: z.string(),
  rango: z.string().nullable(),
  /** The last confirmed shift, ISO instant, or null when none. */
  ultimo_turno: z.string().nullable(),
  /** Whole days since the last confirmed shift, or since the person got their post when later. */
  dias_sin_turno: z.number().int(),
  /** Confirmed hours this pay week, one decimal. */
  horas_semana: z.number(),
  requisito_cumplido: z.boolean(),
  de_ausencia: z.boolean(),
  advertencias_activas: z.number().int(),
  /** No confirmed shift for `dias_inactividad` days and not on leave. */
  inactivo: z.boolean(),
});
export type PersonaActividad = z.infer<typeof personaActividad>;

/** GET /actividad */
export const actividadResponse = z.object({
  semana: z.string(),
  dias_inactividad: z.number().int(),
  personas: z.array(personaActividad),
});
export type Actividad = z.infer<typeof actividadResponse>;
