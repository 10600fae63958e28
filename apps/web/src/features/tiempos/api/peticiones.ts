import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TiempoBase } from '@mchabbo/shared/tiempos/contratos';
import type { CrearPeticionResponse, PeticionesResponse } from '@mchabbo/shared/tiempos/peticiones';
import { api } from '@/lib/api-client';
import { clavesTiempos } from './claves';

/** The requests with when they were read, on this browser's clock, so waits can tick. */
export interface ListaPeticiones extends PeticionesResponse {
  /** This browser's time when the answer arrived (epoch ms). */
  leidoEnMs: number;
}

/**
 * GET /tiempos/peticiones (docs/reglas.md, Time requests 25.2). `esperando` re-reads
 * every 15 s while the caller's own request waits (a worker has no timers stream).
 */
export const peticionesQueryOptions = (esperando = false) =>
  queryOptions({
    queryKey: clavesTiempos.peticiones,
    queryFn: async ({ signal }): Promise<ListaPeticiones> => ({
      ...(await api.get<PeticionesResponse>('/tiempos/peticiones', { signal })),
      leidoEnMs: Date.now(),
    }),
    refetchInterval: (q) => (esperando || q.state.data?.propia ? 15_000 : false),
  });

export function usePeticiones() {
  return useQuery(peticionesQueryOptions());
}

function useMutacion<T, R>(fn: (v: T) => Promise<R>, onSuccess?: (r: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: clavesTiempos.todas });
      onSuccess?.(r);
    },
  });
}

/** POST /tiempos/peticiones: asks to be timed. */
export function usePedirTiempo(onSuccess?: (r: CrearPeticionResponse) => void) {
  return useMutacion(() => api.post<CrearPeticionResponse>('/tiempos/peticiones'), onSuccess);
}

/** DELETE /tiempos/peticiones/{id}: withdraws one's own waiting request. */
export function useRetirarPeticion(onSuccess?: (r: { message: string }) => void) {
  return useMutacion(
    (id: number) => api.delete<{ message: string }>(`/tiempos/peticiones/${id}`),
    onSuccess,
  );
}

/** POST /tiempos/peticiones/{id}/atender: starts the person's timer, run by the caller. */
export function useAtenderPeticion(
  onSuccess?: (r: { message: string; tiempo: TiempoBase }) => void,
) {
  return useMutacion(
    (id: number) =>
      api.post<{ message: string; tiempo: TiempoBase }>(`/tiempos/peticiones/${id}/atender`),
    onSuccess,
  );
}
