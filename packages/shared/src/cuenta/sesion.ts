// Kept apart from contratos.ts (zod) because the web's API client, loaded on the
// landing page, needs it.

/** The 403 message of every call made with a temporary key before choosing a new password. */
export const MENSAJE_CLAVE_TEMPORAL = 'Debes cambiar tu contraseña temporal antes de continuar.';
