/** Query keys of the statistics page. */
export const clavesEstadisticas = {
  todas: ['estadisticas'] as const,
  /** GET /estadisticas?semanas= */
  series: (semanas: number) => ['estadisticas', semanas] as const,
};
