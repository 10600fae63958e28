import { queryOptions, useQuery } from '@tanstack/react-query';
import { verRanking } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

export const rankingQueryOptions = () =>
  queryOptions({
    queryKey: clavesTiempos.ranking,
    queryFn: ({ signal }) => llamar(verRanking, {}, { signal }),
  });

/** This pay week's ranking of confirmed time; read only while it is shown. */
export function useRanking(enabled = true) {
  return useQuery({ ...rankingQueryOptions(), enabled });
}
