/** Query keys of the clones list, which clearing a person's IPs changes. */
export const clavesClones = {
  todas: ['clones'] as const,
  /** GET /user/clones */
  lista: ['clones', 'lista'] as const,
};
