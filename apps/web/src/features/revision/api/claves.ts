/** Query keys of the Habbo roster check. */
export const clavesRevision = {
  todas: ['revision'] as const,
};
