import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TurnoHistorial } from '@mchabbo/shared/tiempos/historial';
import { api } from '@/lib/api-client';
import { clavesPaga } from '@/features/paga/api/claves';
import { clavesTiempos } from '@/features/tiempos/api/claves';
import { clavesHistorial } from './claves';

interface Anulado {
  message: string;
  turno: TurnoHistorial;
}

/** POST /tiempos/anular; the history, the pay list and the timers' totals reload after it. */
export function useAnular() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: { id: number; motivo: string }) =>
      api.post<Anulado>('/tiempos/anular', datos),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesHistorial.todas }),
        queryClient.invalidateQueries({ queryKey: clavesPaga.todas }),
        queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
      ]);
    },
  });
}
