import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EncargadosResponse, TraspasarBody } from '@mchabbo/shared/tiempos/acciones';
import { api } from '@/lib/api-client';
import { clavesTiempos } from './claves';

/** GET /tiempos/{id}/encargados: the timekeepers a timer may be handed over to. */
export const encargadosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clavesTiempos.encargados(id),
    queryFn: ({ signal }) => api.get<EncargadosResponse>(`/tiempos/${id}/encargados`, { signal }),
  });

export function useEncargadosPosibles(id: number | null) {
  return useQuery({ ...encargadosQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST /tiempos/traspasar: gives an open timer to another timekeeper. */
export function traspasarTiempo(body: TraspasarBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/tiempos/traspasar', body);
}

export function useTraspasarTiempo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: traspasarTiempo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
