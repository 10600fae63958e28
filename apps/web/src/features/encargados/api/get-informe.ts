import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerInforme } from '@mchabbo/shared/encargados/api';
import { llamar } from '@/lib/llamar';

/** GET /encargados/informe?semana=: the managers' report of a pay week (default: the current one). */
export const informeQueryOptions = (semana: string | null) =>
  queryOptions({
    queryKey: ['encargados', 'informe', semana ?? 'actual'] as const,
    queryFn: ({ signal }) =>
      llamar(obtenerInforme, { query: { semana: semana || undefined } }, { signal }),
  });

export function useInforme(semana: string | null) {
  return useQuery({ ...informeQueryOptions(semana), placeholderData: keepPreviousData });
}
