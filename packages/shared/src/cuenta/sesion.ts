// Kept apart from contratos.ts (zod) because the web's API client, loaded on the
// landing page, needs it.

/** The 403 message of every call made with a temporary key before choosing a new password. */
export const MENSAJE_CLAVE_TEMPORAL = 'Debes cambiar tu contraseña temporal antes de continuar.';

/**
 * Why the server ended a session, sent as `motivo` with the 401 of a request made with it
 * (docs/reglas.md, Sessions 5.8): signed out everywhere, a new password, a rename, a change
 * of post, a dismissal, a temporary key, or the token expired.
 */
export const MOTIVOS_CIERRE = [
  'cierre',
  'clave',
  'nombre',
  'rango',
  'despido',
  'clave-temporal',
  'caducada',
] as const;

/** One of `MOTIVOS_CIERRE`. */
export type MotivoCierre = (typeof MOTIVOS_CIERRE)[number];

/** Whether a value is one of `MOTIVOS_CIERRE`. */
export function esMotivoCierre(valor: unknown): valor is MotivoCierre {
  return typeof valor === 'string' && (MOTIVOS_CIERRE as readonly string[]).includes(valor);
}

/**
 * What the landing tells a person whose session the server ended, by `motivo`; a rename
 * names the new name (docs/reglas.md, Sessions 5.8).
 */
export function avisoDeCierre(motivo: MotivoCierre, nombre?: string | null): string {
  switch (motivo) {
    case 'nombre':
      return nombre
        ? `Tu nombre cambió a ${nombre}: entra con él.`
        : 'Tu nombre cambió: entra con el nuevo.';
    case 'clave':
      return 'Tu contraseña cambió: vuelve a entrar.';
    case 'clave-temporal':
      return 'Te dieron una clave temporal: entra con ella y elige una contraseña nueva.';
    case 'rango':
      return 'Tu rango cambió: vuelve a entrar.';
    case 'despido':
      return 'Tu cuenta fue dada de baja.';
    case 'cierre':
      return 'Se cerró tu sesión en todos los dispositivos: vuelve a entrar.';
    case 'caducada':
      return 'Tu sesión caducó: vuelve a entrar.';
  }
}
