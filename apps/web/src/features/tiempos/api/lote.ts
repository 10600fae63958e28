import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { operarLote as lote } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

/** POST /tiempos/lote: one action on several timers, each by the single action's rules. */
function operarLote(body: EntradasDe<typeof lote>['body']) {
  return llamar(lote, { body });
}

export function useOperarLote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: operarLote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
