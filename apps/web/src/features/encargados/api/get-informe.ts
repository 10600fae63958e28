import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Informe } from '@mchabbo/shared/encargados/contratos';
import { api } from '@/lib/api-client';

/** GET /encargados/informe?semana=: the managers' report of a pay week (default: the current one). */
export const informeQueryOptions = (semana: string | null) =>
  queryOptions({
    queryKey: ['encargados', 'informe', semana ?? 'actual'] as const,
    queryFn: ({ signal }) =>
      api.get<Informe>(`/encargados/informe${semana ? `?semana=${semana}` : ''}`, { signal }),
  });

export function useInforme(semana: string | null) {
  return useQuery({ ...informeQueryOptions(semana), placeholderData: keepPreviousData });
}
