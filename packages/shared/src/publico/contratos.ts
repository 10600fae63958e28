import * as z from 'zod';
import { fechaIso } from '../comun/fechas';

/** A member of the administration shown on the landing page. */
export const miembroAdministracion = z.object({
  username: z.string(),
  nivel: z.number().int(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  habbo_avatar_url: z.string().nullable(),
});
export type MiembroAdministracion = z.infer<typeof miembroAdministracion>;

/** GET /publico/administracion */
export const administracionResponse = z.object({ miembros: z.array(miembroAdministracion) });

/** GET /publico/destacados?semana= (a date of the week; default the last closed pay week). */
export const destacadosQuery = z.strictObject({
  semana: fechaIso('La semana debe ser una fecha AAAA-MM-DD.').optional(),
});

/** The worker of the week and the managers who confirmed most shifts (docs/reglas.md, Worker of the week). */
export const destacadosResponse = z.object({
  semana: z.string(),
  trabajador: z
    .object({
      nameUser: z.string(),
      rango: z.string().nullable(),
      /** Confirmed hours that week, one decimal. */
      horas: z.number(),
      /** The same time written `Xh Ym`. */
      tiempo: z.string(),
      habbo_avatar_url: z.string().nullable(),
    })
    .nullable(),
  cronometradores: z.array(z.object({ nameUser: z.string(), turnos: z.number().int() })),
});
export type Destacados = z.infer<typeof destacadosResponse>;

/**
 * GET /config: the product name, whether registering asks for a Habbo code (docs/reglas.md,
 * Habbo identity), and where a guest asks for the interview (Access by level 3.12; empty
 * when the owner has not said).
 */
export const configResponse = z.object({
  appName: z.string(),
  verificar_habbo: z.boolean(),
  entrevista_sala: z.string(),
  entrevista_contacto: z.string(),
});
