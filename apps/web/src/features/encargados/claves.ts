/** Query keys of the managers' report. */
export const clavesEncargados = {
  todas: ['encargados'] as const,
  /** GET /encargados/informe?semana= (null: the current week). */
  informe: (semana: string | null) => ['encargados', 'informe', semana ?? 'actual'] as const,
};
