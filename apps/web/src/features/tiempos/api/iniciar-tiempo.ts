import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LogBody, TiempoBase } from '@mchabbo/shared/tiempos/contratos';
import { api } from '@/lib/api-client';
import { clavesTiempos } from './claves';

interface TiempoRegistrado {
  message: string;
  tiempo: TiempoBase;
}

/** POST /tiempos/log: starts a shift timer run by the caller (`encargado`). */
export function iniciarTiempo(body: LogBody): Promise<TiempoRegistrado> {
  return api.post<TiempoRegistrado>('/tiempos/log', body);
}

export function useIniciarTiempo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: iniciarTiempo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
