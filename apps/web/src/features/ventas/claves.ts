/** Query keys of the sales; every one starts with `todas`, so one invalidation refreshes all. */
export const clavesVentas = {
  todas: ['ventas'] as const,
  /** GET /ventas */
  lista: ['ventas', 'lista'] as const,
};
