import { useQuery } from '@tanstack/react-query';
import type { EventosTiempoResponse } from '@mchabbo/shared/tiempos/historial';
import { api } from '@/lib/api-client';
import { clavesHistorial } from './claves';

/** One timer's story, oldest first (read when its drawer opens). */
export function useEventosTiempo(id: number | null) {
  return useQuery({
    queryKey: clavesHistorial.eventos(id ?? 0),
    queryFn: ({ signal }) => api.get<EventosTiempoResponse>(`/tiempos/${id}/eventos`, { signal }),
    enabled: id !== null,
  });
}
