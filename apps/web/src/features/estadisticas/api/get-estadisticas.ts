import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerEstadisticas } from '@mchabbo/shared/estadisticas/api';
import { llamar } from '@/lib/llamar';

/** The weeks the page asks for. */
const SEMANAS = 12;

/** GET /estadisticas?semanas=12: the series of the statistics page. */
export const estadisticasQueryOptions = () =>
  queryOptions({
    queryKey: ['estadisticas', SEMANAS] as const,
    queryFn: ({ signal }) =>
      llamar(obtenerEstadisticas, { query: { semanas: SEMANAS } }, { signal }),
  });

export function useEstadisticas() {
  return useQuery(estadisticasQueryOptions());
}
