/** Query keys of the memberships. */
export const clavesMembresias = {
  todas: ['membresias'] as const,
  /** GET /membresias */
  lista: ['membresias', 'lista'] as const,
};
