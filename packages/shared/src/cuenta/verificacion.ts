import * as z from 'zod';
import { codigoVerificacion } from './codigo-habbo';
import { claveNueva, nombreUsuario } from './contratos';

/** POST /user/verificacion and POST /user/recuperar: a code for a name. */
export const pedirCodigoBody = z.strictObject({ nameUser: nombreUsuario });
export type PedirCodigoBody = z.infer<typeof pedirCodigoBody>;

/** A code to put in the Habbo motto, and when it stops being valid (ISO instant). */
export const codigoResponse = z.object({
  message: z.string(),
  codigo: z.string(),
  expira_en: z.string(),
});
export type CodigoResponse = z.infer<typeof codigoResponse>;

/** POST /user/verificar: the signed-in person proves their Habbo account. */
export const verificarBody = z.strictObject({ codigo: codigoVerificacion });
export type VerificarBody = z.infer<typeof verificarBody>;

/** POST /user/recuperar/confirmar: a new password for a verified account. */
export const recuperarConfirmarBody = z.strictObject({
  nameUser: nombreUsuario,
  codigo: codigoVerificacion,
  newPassword: claveNueva,
});
export type RecuperarConfirmarBody = z.infer<typeof recuperarConfirmarBody>;
