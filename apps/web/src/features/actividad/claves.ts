/** Query keys of the staff activity card. */
export const clavesActividad = {
  todas: ['actividad'] as const,
  /** GET /actividad */
  resumen: ['actividad', 'resumen'] as const,
};
