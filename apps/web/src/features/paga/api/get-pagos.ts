import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarPagos } from '@mchabbo/shared/paga/api';
import { llamar } from '@/lib/llamar';
import { clavesPaga } from '../claves';

export const pagosQueryOptions = (semana: string | null = null) =>
  queryOptions({
    queryKey: clavesPaga.semana(semana),
    queryFn: ({ signal }) =>
      llamar(listarPagos, { query: { semana: semana ?? undefined } }, { signal }),
  });

/**
 * By default unpaid entries with credits, plus this and last week's entries (paid ones
 * too); with a week (its Monday), every entry of that week.
 */
export function usePagos(semana: string | null = null) {
  return useQuery(pagosQueryOptions(semana));
}
