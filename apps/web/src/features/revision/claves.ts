/** Query keys of the Habbo roster check. */
export const clavesRevision = {
  todas: ['revision'] as const,
  /** GET /revision/mia */
  mia: ['revision', 'mia'] as const,
  /** The key of a running round's mutation (POST /revision), not of a read. */
  ronda: ['revision', 'ronda'] as const,
};
