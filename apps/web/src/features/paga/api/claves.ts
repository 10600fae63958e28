/** Query keys of the pay list. */
export const clavesPaga = {
  todas: ['paga'] as const,
  /** GET /tiempos/calcular-creditos-confirmados */
  pagos: ['paga', 'pagos'] as const,
};
