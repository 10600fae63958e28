import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anularTurno } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesPaga } from '@/features/paga/claves';
import { clavesTiempos } from '@/features/tiempos/claves';
import { clavesHistorial } from '../claves';

/** POST /tiempos/anular; the history, the pay list and the timers' totals reload after it. */
export function useAnular() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: { id: number; motivo: string }) => llamar(anularTurno, { body: datos }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesHistorial.todas }),
        queryClient.invalidateQueries({ queryKey: clavesPaga.todas }),
        queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
      ]);
    },
  });
}
