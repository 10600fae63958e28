import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoteBody, LoteResponse } from '@mchabbo/shared/tiempos/acciones';
import { api } from '@/lib/api-client';
import { clavesTiempos } from './claves';

/** POST /tiempos/lote: one action on several timers, each by the single action's rules. */
export function operarLote(body: LoteBody): Promise<LoteResponse> {
  return api.post<LoteResponse>('/tiempos/lote', body);
}

export function useOperarLote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: operarLote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
