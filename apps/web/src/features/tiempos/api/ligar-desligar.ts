import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesligarBody } from '@mchabbo/shared/tiempos/contratos';
import { api } from '@/lib/api-client';
import { clavesTiempos } from './claves';

interface CambioMultiple {
  message: string;
  ids: number[];
}

/** POST /tiempos/ligar: the caller takes every unmanaged timer of lower ranks. */
export function ligarTiempos(encargado: string): Promise<CambioMultiple> {
  return api.post<CambioMultiple>('/tiempos/ligar', { encargado });
}

/** POST /tiempos/desligar with `{ids}` (several), `{id}` or `{}` (all of the caller's). */
export function desligarTiempos(body: DesligarBody): Promise<CambioMultiple> {
  return api.post<CambioMultiple>('/tiempos/desligar', body);
}

function useCambioMultiple<T>(mutationFn: (variables: T) => Promise<CambioMultiple>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}

export function useLigarTiempos() {
  return useCambioMultiple(ligarTiempos);
}

export function useDesligarTiempos() {
  return useCambioMultiple(desligarTiempos);
}
