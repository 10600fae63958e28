/**
 * Query keys of the pending work (docs/reglas.md, Pending work). Anything that adds to
 * or settles a pending item (a new request, a decision, a payment) may refresh `todas`.
 */
export const clavesPendientes = {
  todas: ['pendientes'] as const,
  /** GET /pendientes */
  resumen: ['pendientes', 'resumen'] as const,
};
