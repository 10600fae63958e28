/** Query keys of the public ranks catalog, which editing a mission changes. */
export const clavesRangos = {
  todas: ['rangos'] as const,
  /** GET /publico/rangos */
  publicos: ['rangos', 'publicos'] as const,
};
