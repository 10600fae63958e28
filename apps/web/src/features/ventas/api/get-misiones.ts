import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { api } from '@/lib/api-client';

export function getMisiones(signal?: AbortSignal): Promise<Mision[]> {
  return api.get<Mision[]>('/misiones', { signal });
}

/** Same key as the Misiones page, so both share one cached catalog. */
export const misionesQueryOptions = () =>
  queryOptions({
    queryKey: ['misiones'],
    queryFn: ({ signal }) => getMisiones(signal),
  });

/** The missions catalog: what can be sold and at what price. */
export function useMisiones() {
  return useQuery(misionesQueryOptions());
}
