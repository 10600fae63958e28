/** Query keys of the leave feature. */
export const clavesAusencias = {
  todas: ['ausencias'] as const,
};
