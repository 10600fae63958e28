import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Estadisticas } from '@mchabbo/shared/estadisticas/contratos';
import { api } from '@/lib/api-client';

/** The weeks the page asks for. */
const SEMANAS = 12;

/** GET /estadisticas?semanas=12: the series of the statistics page. */
export const estadisticasQueryOptions = () =>
  queryOptions({
    queryKey: ['estadisticas', SEMANAS] as const,
    queryFn: ({ signal }) => api.get<Estadisticas>(`/estadisticas?semanas=${SEMANAS}`, { signal }),
  });

export function useEstadisticas() {
  return useQuery(estadisticasQueryOptions());
}
