import * as z from 'zod';

/**
 * Verification codes a person puts in their Habbo motto ("misión") to prove the account is
 * theirs (docs/reglas.md, Habbo identity). Kept apart from the account contracts, which
 * import the code's schema for registration.
 */

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I). */
export const ALFABETO_CODIGO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** What every code starts with. */
export const PREFIJO_CODIGO = 'MCH-';
/** Random characters after the prefix. */
export const LARGO_CODIGO = 6;
/** Minutes a code stays valid. */
export const MINUTOS_CODIGO = 15;

/** Texts of the Habbo verification flows, shown by the server and the web app. */
export const MENSAJES_HABBO = {
  sinCodigo: 'Pide un código de verificación y ponlo en tu misión de Habbo.',
  codigoInvalido: 'El código debe ser como MCH-ABC234.',
  caducado: 'El código ha caducado. Pide uno nuevo.',
  noExiste: 'Ese usuario no existe en Habbo.',
  noEnMision: 'No encontramos el código en tu misión de Habbo.',
  yaRegistrada: 'Esa cuenta de Habbo ya está registrada.',
  sinConexion: 'No se pudo contactar con Habbo. Inténtalo más tarde.',
  yaVerificada: 'Tu cuenta ya está verificada.',
  codigoEmitido: 'Pon este código en tu misión de Habbo y continúa antes de que caduque.',
  verificada: 'Cuenta de Habbo verificada.',
  claveRestablecida: 'Contraseña cambiada. Ya puedes iniciar sesión.',
  verificadoEnHabbo: 'Verificado en Habbo',
  noCoincide: 'No coincide con Habbo',
} as const;

/** A code as typed: trimmed, upper case, `MCH-` and six characters of the alphabet. */
export const codigoVerificacion = z
  .string({ error: MENSAJES_HABBO.sinCodigo })
  .trim()
  .toUpperCase()
  .min(1, MENSAJES_HABBO.sinCodigo)
  .regex(new RegExp(`^MCH-[${ALFABETO_CODIGO}]{${LARGO_CODIGO}}$`), MENSAJES_HABBO.codigoInvalido);

/** Whether a Habbo motto holds the code (case and surrounding text do not matter). */
export function mottoContieneCodigo(motto: string, codigo: string): boolean {
  return motto.toUpperCase().includes(codigo.toUpperCase());
}
