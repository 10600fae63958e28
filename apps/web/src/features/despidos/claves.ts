/** Query keys of the dismissals. */
export const clavesDespidos = {
  todas: ['despidos'] as const,
  /** GET /despido: dismissals in force. */
  vigentes: ['despidos', 'vigentes'] as const,
};
