import { z } from 'zod';

/** Every error response of the API: a Spanish message for the user. */
export const errorResponse = z.object({ message: z.string() });

/** A JSON body holding only a Spanish message. */
export const mensajeResponse = z.object({ message: z.string() });

/** The `{ id }` path parameter of many routes: a positive whole number. */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'El identificador no es válido.' })
    .int('El identificador no es válido.')
    .positive('El identificador no es válido.')
    .max(2_147_483_647, 'El identificador no es válido.'),
});
