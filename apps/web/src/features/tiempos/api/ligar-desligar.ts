import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { desligarTiempos as desligar, ligarTiempos as ligar } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from './claves';

type CambioMultiple = RespuestaDe<typeof ligar>;

/** POST /tiempos/ligar: the caller takes every unmanaged timer of lower ranks. */
function ligarTiempos(encargado: string): Promise<CambioMultiple> {
  return llamar(ligar, { body: { encargado } });
}

/** POST /tiempos/desligar with `{ids}` (several), `{id}` or `{}` (all of the caller's). */
function desligarTiempos(body: EntradasDe<typeof desligar>['body']): Promise<CambioMultiple> {
  return llamar(desligar, { body });
}

function useCambioMultiple<T>(
  mutationFn: (variables: T) => Promise<CambioMultiple>,
  onSuccess?: (data: CambioMultiple) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: clavesTiempos.todas });
      onSuccess?.(data);
    },
  });
}

export function useLigarTiempos({ onSuccess }: { onSuccess?: (d: CambioMultiple) => void } = {}) {
  return useCambioMultiple(ligarTiempos, onSuccess);
}

export function useDesligarTiempos({
  onSuccess,
}: { onSuccess?: (d: CambioMultiple) => void } = {}) {
  return useCambioMultiple(desligarTiempos, onSuccess);
}
