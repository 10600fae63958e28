import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MisTiempos } from '@mchabbo/shared/tiempos/contratos';
import { api } from '@/lib/api-client';
import { clavesTiempos } from './claves';

export function getMisTiempos(signal?: AbortSignal): Promise<MisTiempos> {
  return api.get<MisTiempos>('/tiempos/mios', { signal });
}

export const misTiemposQueryOptions = () =>
  queryOptions({
    queryKey: clavesTiempos.mios,
    queryFn: ({ signal }) => getMisTiempos(signal),
  });

/** The signed-in member's confirmed time, unpaid credits and ranking place. */
export function useMisTiempos() {
  return useQuery(misTiemposQueryOptions());
}
