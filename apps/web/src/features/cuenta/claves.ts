/** Query keys of the signed-in user's own account. */
export const clavesCuenta = {
  todas: ['cuenta'] as const,
  /** Every profile read; a password change refreshes them. */
  perfiles: ['cuenta', 'perfil'] as const,
  /** GET /user/perfil/{name} */
  perfil: (name: string) => ['cuenta', 'perfil', name] as const,
  /** GET /user/preferences/{name} */
  preferencias: (nameUser: string) => ['cuenta', 'preferencias', nameUser] as const,
};
