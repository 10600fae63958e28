import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RangoPublico } from '@mchabbo/shared/misiones/contratos';
import { api } from '@/lib/api-client';
import { clavesRangos } from '@/features/rangos/api/claves';

interface RangosResponse {
  rangos: RangoPublico[];
}

export function getRangos(signal?: AbortSignal): Promise<RangosResponse> {
  return api.get<RangosResponse>('/publico/rangos', { signal });
}

/** Same key as the ranks page, so both share one cached copy. */
export const rangosQueryOptions = () =>
  queryOptions({
    queryKey: clavesRangos.publicos,
    queryFn: ({ signal }) => getRangos(signal),
    staleTime: 5 * 60_000,
  });

/** The ranks of the catalog (name, level), highest first. */
export function useRangos() {
  return useQuery(rangosQueryOptions());
}
