import * as z from 'zod';
import { MOTIVOS_CIERRE } from '../cuenta/sesion';

/**
 * Every error response of the API: a Spanish message for the user, and the few fields
 * some refusals add for the client to act on.
 */
export const errorResponse = z.object({
  message: z.string(),
  /** 409 of a sale that would lower the buyer's rank: send it again with `confirmar_descenso`. */
  requiere_confirmacion: z.literal(true).optional(),
  /** 409 of a rank given without its required course (docs/reglas.md, Trainings 33.6). */
  requiere_capacitacion: z.object({ id: z.number(), nombre: z.string() }).optional(),
  /** 401: why the server ended the session (docs/reglas.md, Sessions 5.8). */
  motivo: z.enum(MOTIVOS_CIERRE).optional(),
  /** 401 with `motivo` "nombre": the account's new name. */
  nombre: z.string().optional(),
});

/** A JSON body holding only a Spanish message. */
export const mensajeResponse = z.object({ message: z.string() });
/** An answer that only says what happened. */
export type MensajeResponse = z.output<typeof mensajeResponse>;

/** The `{ id }` path parameter of many routes: a positive whole number. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'El identificador no es válido.' })
    .int('El identificador no es válido.')
    .positive('El identificador no es válido.')
    .max(2_147_483_647, 'El identificador no es válido.'),
});

/**
 * An id in a JSON body, refused with `mensaje` unless it is a positive whole number, or a
 * text of digits (what a form's select holds): never a boolean, null, a list or an object,
 * which `z.coerce` turned into 1, 0 or a number (docs/reglas.md, Requests 32.3).
 */
export function idEnCuerpo(mensaje: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { error: mensaje },
    )
    .pipe(z.number().int(mensaje).positive(mensaje).max(2_147_483_647, mensaje));
}
