/** Query keys of the shift history and the timers' stories. */
export const clavesHistorial = {
  todas: ['historial'] as const,
  /** GET /tiempos/historial with its filters (the pages of one list). */
  turnos: (filtros: FiltrosHistorial) => ['historial', 'turnos', filtros] as const,
  /** GET /tiempos/:id/eventos */
  eventos: (id: number) => ['historial', 'eventos', id] as const,
};

/** The filters of one history list. */
export interface FiltrosHistorial {
  usuario?: string;
  encargado?: string;
  semana?: string;
}
