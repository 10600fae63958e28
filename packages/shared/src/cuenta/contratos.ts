import * as z from 'zod';
import {
  MENSAJE_CARACTERES_NO_PERMITIDOS,
  normalizarNombre,
  recortarNombre,
  tieneCaracteresInvisibles,
} from './nombres';
import { codigoVerificacion } from './codigo-habbo';

/** Validation texts of the account forms (docs/reglas.md, Accounts and names). */
export const MENSAJES_CUENTA = {
  usuarioObligatorio: 'El nombre de usuario es obligatorio.',
  usuarioLargo: 'El nombre de usuario no puede tener más de 32 caracteres.',
  usuarioCaracteres:
    'El nombre de usuario solo puede tener letras, números y los signos - = ? ! @ : . , _',
  claveObligatoria: 'La contraseña es obligatoria.',
  claveCorta: 'La contraseña debe tener al menos 8 caracteres.',
  claveLarga: 'La contraseña no puede tener más de 128 caracteres.',
  clavesNoCoinciden: 'Las contraseñas no coinciden.',
  completaCampos: 'Completa todos los campos',
  nuevasNoCoinciden: 'Las nuevas claves no coinciden',
} as const;

/** Shortest and longest password accepted. */
export const CLAVE_MIN = 8;
/** Longest password accepted (argon2 work stays bounded). */
export const CLAVE_MAX = 128;
/** Longest user name accepted (Habbo names are shorter). */
export const USUARIO_MAX = 32;

/**
 * A Habbo-style user name: trimmed, required, letters, digits and a few signs, in NFKC
 * (docs/reglas.md, Accounts and names). Unseen characters are refused first, with their
 * own message: Hangul fillers count as letters and would pass the set below.
 */
export const nombreUsuario = z
  .string({ error: MENSAJES_CUENTA.usuarioObligatorio })
  .overwrite(recortarNombre)
  .refine((v) => !tieneCaracteresInvisibles(v), {
    message: MENSAJE_CARACTERES_NO_PERMITIDOS,
    abort: true,
  })
  .overwrite(normalizarNombre)
  .refine((v) => !tieneCaracteresInvisibles(v), {
    message: MENSAJE_CARACTERES_NO_PERMITIDOS,
    abort: true,
  })
  .min(1, MENSAJES_CUENTA.usuarioObligatorio)
  .max(USUARIO_MAX, MENSAJES_CUENTA.usuarioLargo)
  .regex(/^[\p{L}\p{N}\-=?!@:.,_]+$/u, MENSAJES_CUENTA.usuarioCaracteres);

/** Letters a new name may use: Latin letters with the accents and ñ Spanish writes. */
const LETRAS_DE_NOMBRE_NUEVO = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ0-9\-=?!@:.,_]+$/;

/**
 * A name being given to an account (registering, an administrator's account, a name
 * change): a user name whose letters are Habbo's own set, Latin letters with Spanish
 * accents and ñ, so a look-alike letter of another alphabet (IPA "ɲ", Cyrillic "о")
 * never names a new account. Names already stored keep working through `nombreUsuario`
 * (docs/reglas.md, Accounts and names 4.14).
 */
export const nombreNuevo = nombreUsuario.refine((v) => LETRAS_DE_NOMBRE_NUEVO.test(v), {
  message: MENSAJE_CARACTERES_NO_PERMITIDOS,
});

/** A new password: required, 8 to 128 characters. */
export const claveNueva = z
  .string({ error: MENSAJES_CUENTA.claveObligatoria })
  .min(1, MENSAJES_CUENTA.claveObligatoria)
  .min(CLAVE_MIN, MENSAJES_CUENTA.claveCorta)
  .max(CLAVE_MAX, MENSAJES_CUENTA.claveLarga);

/** A password typed to sign in: required, bounded so hashing stays cheap. */
const claveIngresada = z
  .string({ error: MENSAJES_CUENTA.claveObligatoria })
  .min(1, MENSAJES_CUENTA.claveObligatoria)
  .max(CLAVE_MAX, MENSAJES_CUENTA.claveLarga);

/** POST /user/register; `codigo` is needed when the owner turned Habbo verification on. */
export const registerBody = z.strictObject({
  nameUser: nombreNuevo,
  password: claveNueva,
  codigo: codigoVerificacion.optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /user/login */
export const loginBody = z.strictObject({
  // Only normalised: an older account whose name holds characters refused today can
  // still sign in (and then ask for a new name).
  nameUser: z
    .string({ error: MENSAJES_CUENTA.usuarioObligatorio })
    .trim()
    .overwrite(normalizarNombre)
    .min(1, MENSAJES_CUENTA.usuarioObligatorio)
    .max(USUARIO_MAX, MENSAJES_CUENTA.usuarioLargo),
  password: claveIngresada,
});
export type LoginBody = z.infer<typeof loginBody>;

/** The session user stored by the web app after login. */
export const sessionUser = z.object({
  nameUser: z.string(),
  nivel: z.number().int(),
  rango: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Response of login (and of a password change, which issues a fresh token). */
export const loginResponse = z.object({
  access_token: z.string(),
  user: sessionUser,
  /** True after signing in with a temporary key: a new password must be set first. */
  debeCambiarClave: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Response of a password change: a fresh token, every other one is revoked. */
export const cambioClaveResponse = loginResponse.extend({ message: z.string() });

/** Response of register-admin (an account for someone else: nobody is signed in). */
export const registerResponse = z.object({ message: z.string(), user: sessionUser });

/**
 * Response of register: the new account is signed in at once, so the answer also carries
 * its session, as login's does (docs/reglas.md, Accounts and names 4.5).
 */
export const registroResponse = registerResponse.extend({ access_token: z.string() });

/** The two display preferences of an account. */
export const preferencias = z.object({ is_app: z.boolean(), modo_claro: z.boolean() });
export type Preferencias = z.infer<typeof preferencias>;

/** Response of saving preferences. */
export const preferenciasGuardadas = preferencias.extend({ message: z.string() });

/** POST /user/preferences */
export const preferenciasBody = z.strictObject({
  nameUser: nombreUsuario,
  is_app: z.boolean({ error: 'is_app debe ser verdadero o falso.' }),
  modo_claro: z.boolean({ error: 'modo_claro debe ser verdadero o falso.' }),
});

/** Path parameter naming an account. */
export const nombreParams = z.object({ name: nombreUsuario });
/** Path parameter of the preferences route. */
export const nameUserParams = z.object({ nameUser: nombreUsuario });

/** GET /user/perfil/{name} */
export const perfilResponse = z.object({
  id: z.number().int(),
  username: z.string(),
  nivel: z.number().int(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  fecha_registro: z.string(),
  ultima_vez: z.string().nullable(),
  habbo_avatar_url: z.string().nullable(),
  tiemposConfirmados: z.string(),
  numeroEmpleado: z.string(),
  /** Whether the account proved its Habbo identity (docs/reglas.md, Habbo identity). */
  habbo_verificado: z.boolean(),
  /** Every change of post, newest first (docs/reglas.md, Rank history). */
  historial_rangos: z.array(
    z.object({
      fecha: z.string(),
      antes: z.string(),
      despues: z.string(),
      por: z.string().nullable(),
      motivo: z.string(),
    }),
  ),
});
export type Perfil = z.infer<typeof perfilResponse>;

/** PATCH /user/change-password */
export const cambioClaveBody = z.strictObject({
  nameUser: nombreUsuario,
  oldPassword: claveIngresada,
  newPassword: claveNueva,
});
export type CambioClaveBody = z.infer<typeof cambioClaveBody>;

/** POST /user/logout: without a body, this device; with `todas`, every device. */
export const logoutBody = z.strictObject({ todas: z.boolean().optional() });
export type LogoutBody = z.infer<typeof logoutBody>;

/** The employee number shown on the profile: the account id, zero-padded. */
export function numeroEmpleado(id: number): string {
  return `MC-${String(id).padStart(5, '0')}`;
}
