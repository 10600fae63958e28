/**
 * Query keys of what is read about people. A change of someone's rank, name or post
 * (a sale, a mission given, a dismissal, an approved name change) refreshes `todas`.
 */
export const clavesUsuarios = {
  todas: ['usuarios'] as const,
  /** GET /user/all: every account with its rank and mission. */
  listado: ['usuarios', 'listado'] as const,
  /** GET /user/usernames: names below the caller, which the person pickers offer. */
  nombres: ['usuarios', 'nombres'] as const,
  /** GET /user/elegibles?para=: who a picker offers (docs/reglas.md, Finding people 27.3). */
  elegibles: (para: string) => ['usuarios', 'elegibles', para] as const,
  /** GET /user/buscar?q=: search by part of a name. */
  busqueda: (q: string) => ['usuarios', 'busqueda', q] as const,
  /** Every lookup of one person. */
  fichas: ['usuarios', 'ficha'] as const,
  /** POST /user/by-name for `username`. */
  ficha: (username: string) => ['usuarios', 'ficha', username] as const,
};
