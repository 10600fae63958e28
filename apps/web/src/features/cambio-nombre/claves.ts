/** Query keys of the name-change requests. */
export const clavesCambioNombre = {
  todas: ['cambio-nombre'] as const,
  /** GET /user/change-name/all */
  solicitudes: ['cambio-nombre', 'solicitudes'] as const,
  /** GET /user/change-name/mias: the caller's own requests. */
  mias: ['cambio-nombre', 'mias'] as const,
};
