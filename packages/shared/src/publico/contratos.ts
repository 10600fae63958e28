import { z } from 'zod';

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
