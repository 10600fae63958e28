/**
 * Query keys of the missions catalog. The sales form reads the same catalog with
 * `catalogo`; whatever changes a mission or who holds it refreshes `todas`.
 */
export const clavesMisiones = {
  todas: ['misiones'] as const,
  /** GET /misiones */
  catalogo: ['misiones', 'catalogo'] as const,
};
