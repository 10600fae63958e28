/**
 * Query keys of the shift timers. Every one but `encargados` starts with `todas`, so one
 * invalidation refreshes the list, the member's own summary and the ranking (confirming a
 * timer changes all three).
 */
export const clavesTiempos = {
  todas: ['tiempos'] as const,
  /** GET /tiempos/all: the open timers. */
  abiertos: ['tiempos', 'abiertos'] as const,
  /** GET /tiempos/mios */
  mios: ['tiempos', 'mios'] as const,
  /** GET /tiempos/ranking */
  ranking: ['tiempos', 'ranking'] as const,
  /** GET /tiempos/peticiones: requests to be timed (the stream refreshes them too). */
  peticiones: ['tiempos', 'peticiones'] as const,
  /**
   * GET /tiempos/{id}/encargados: whom a timer may be handed over to, read as the dialog
   * opens. Outside `todas`: once the timer is handed over the caller may no longer ask
   * (403), so nothing reads it again after a change.
   */
  encargados: (id: number) => ['tiempos-encargados', id] as const,
};
