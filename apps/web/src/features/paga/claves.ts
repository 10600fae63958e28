/** Query keys of the pay list. */
export const clavesPaga = {
  todas: ['paga'] as const,
  /** One pay week's entries, or (null) the default view. */
  semana: (semana: string | null) => ['paga', 'pagos', semana ?? 'actual'] as const,
};
