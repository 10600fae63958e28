import { useQuery } from '@tanstack/react-query';
import { eventosTiempo } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesHistorial } from '../claves';

/** One timer's story, oldest first (read when its drawer opens). */
export function useEventosTiempo(id: number | null) {
  return useQuery({
    queryKey: clavesHistorial.eventos(id ?? 0),
    queryFn: ({ signal }) => llamar(eventosTiempo, { params: { id: id ?? 0 } }, { signal }),
    enabled: id !== null,
  });
}
