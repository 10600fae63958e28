import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RangoPublico } from '@mchabbo/shared/misiones/contratos';
import { api } from '@/lib/api-client';

interface RangosResponse {
  rangos: RangoPublico[];
}

export function getRangos(signal?: AbortSignal): Promise<RangosResponse> {
  return api.get<RangosResponse>('/publico/rangos', { signal });
}

/** Same key as the ranks page, so both share one cached copy. */
export const rangosQueryOptions = () =>
  queryOptions({
    queryKey: ['publico', 'rangos'],
    queryFn: ({ signal }) => getRangos(signal),
    staleTime: 5 * 60_000,
  });

/** The ranks of the catalog (name, level), highest first. */
export function useRangos() {
  return useQuery(rangosQueryOptions());
}
