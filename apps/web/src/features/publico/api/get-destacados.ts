import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Destacados } from '@mchabbo/shared/publico/contratos';
import { api } from '@/lib/api-client';
import { clavesPublico } from './claves';

/** GET /publico/destacados: the worker of the last closed pay week and its top timekeepers. */
export function getDestacados(signal?: AbortSignal): Promise<Destacados> {
  return api.get<Destacados>('/publico/destacados', { signal });
}

export const destacadosQueryOptions = () =>
  queryOptions({
    queryKey: clavesPublico.destacados,
    queryFn: ({ signal }) => getDestacados(signal),
    staleTime: 5 * 60_000,
  });

export function useDestacados() {
  return useQuery(destacadosQueryOptions());
}
