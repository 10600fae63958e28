import * as z from 'zod';
import { nombreUsuario } from '../cuenta/contratos';

/** Texts of the dismissals screen (docs/reglas.md, Dismissals). */
export const MENSAJES_DESPIDO = {
  usuarioObligatorio: 'Selecciona a la persona.',
  motivoObligatorio: 'Escribe el motivo del despido.',
  registrado: 'Despido registrado',
  reintegrado: 'Persona reintegrada',
  eliminado: 'Despido eliminado',
  despedir: 'Despedir',
  errorRegistrar: 'Error al registrar el despido',
  errorEliminar: 'Error al eliminar el despido',
} as const;

/** The reason of a dismissal: required, at most 500 characters. */
export const motivoDespido = z
  .string({ error: MENSAJES_DESPIDO.motivoObligatorio })
  .trim()
  .min(1, MENSAJES_DESPIDO.motivoObligatorio)
  .max(500, 'El motivo no puede tener más de 500 caracteres.');

const id = z
  .number({ error: MENSAJES_DESPIDO.usuarioObligatorio })
  .int(MENSAJES_DESPIDO.usuarioObligatorio)
  .positive(MENSAJES_DESPIDO.usuarioObligatorio)
  .max(2_147_483_647, MENSAJES_DESPIDO.usuarioObligatorio);

/**
 * POST /despido: `{ usuario, motivo, admin }` (names) or the alternate helper's
 * `{ usuarioId, motivo, adminId }` (ids). The acting admin is always the caller.
 */
export const crearDespidoBody = z
  .strictObject({
    usuario: z
      .string({ error: MENSAJES_DESPIDO.usuarioObligatorio })
      .trim()
      .pipe(z.union([z.literal(''), nombreUsuario]))
      .optional(),
    usuarioId: id.optional(),
    motivo: motivoDespido,
    admin: nombreUsuario.optional(),
    adminId: id.optional(),
  })
  .refine((v) => Boolean(v.usuario) || v.usuarioId !== undefined, {
    message: MENSAJES_DESPIDO.usuarioObligatorio,
    path: ['usuario'],
  });
export type CrearDespidoBody = z.infer<typeof crearDespidoBody>;

/** The web's dismissal form: a person chosen in the picker and the reason. */
export const despidoFormulario = z.object({
  usuario: z.string().min(1, MENSAJES_DESPIDO.usuarioObligatorio),
  motivo: motivoDespido,
});

/** The reason as the dismissal dialog edits it (docs/reglas.md, Dismissals 12.7). */
export const motivoDespidoFormulario = z.object({ motivo: motivoDespido });

/** A dismissal (docs/reglas.md, Dismissals 12.3) with the mission taken from the person. */
export const despido = z.object({
  id: z.number().int(),
  user: z.object({ username: z.string() }),
  motivo: z.string(),
  fecha: z.string(),
  encargado: z.object({ username: z.string() }),
  mision: z.object({ rango: z.string(), mision: z.string(), costo: z.number().int() }).nullable(),
});
export type Despido = z.infer<typeof despido>;

/** GET /despido: dismissals still in force. */
export const despidosResponse = z.array(despido);

/** POST /despido */
export const despidoGuardado = z.object({ message: z.string(), despido });

/** The title of the dialog that confirms a dismissal (docs/reglas.md, Dismissals 12.7). */
export function tituloDespedir(usuario: string): string {
  return `¿Despedir a ${usuario}?`;
}

/** The reason offered when dismissing someone proposed for it (Dismissals 12.7). */
export function motivoPropuesto(advertencias: number): string {
  return `${advertencias} advertencias activas`;
}
