import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import {
  atenderPeticion,
  listarPeticiones,
  pedirTiempo,
  retirarPeticion,
} from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

/** The requests with when they were read, on this browser's clock, so waits can tick. */
export interface ListaPeticiones extends RespuestaDe<typeof listarPeticiones> {
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
      ...(await llamar(listarPeticiones, {}, { signal })),
      leidoEnMs: Date.now(),
    }),
    refetchInterval: (q) => (esperando || q.state.data?.propia ? 15_000 : false),
  });

export function usePeticiones() {
  return useQuery(peticionesQueryOptions());
}

/** A change to the requests: the timers and the requests are read again after it. */
function useMutacion<T, R>(fn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}

/** POST /tiempos/peticiones: asks to be timed. */
export function usePedirTiempo() {
  return useMutacion(() => llamar(pedirTiempo, {}));
}

/** DELETE /tiempos/peticiones/{id}: withdraws one's own waiting request. */
export function useRetirarPeticion() {
  return useMutacion((id: number) => llamar(retirarPeticion, { params: { id } }));
}

/** POST /tiempos/peticiones/{id}/atender: starts the person's timer, run by the caller. */
export function useAtenderPeticion() {
  return useMutacion((id: number) => llamar(atenderPeticion, { params: { id } }));
}
