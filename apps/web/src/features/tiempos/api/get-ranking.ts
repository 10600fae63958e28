import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RankingResponse } from '@mchabbo/shared/tiempos/contratos';
import { api } from '@/lib/api-client';
import { clavesTiempos } from './claves';

export function getRanking(signal?: AbortSignal): Promise<RankingResponse> {
  return api.get<RankingResponse>('/tiempos/ranking', { signal });
}

export const rankingQueryOptions = () =>
  queryOptions({
    queryKey: clavesTiempos.ranking,
    queryFn: ({ signal }) => getRanking(signal),
  });

/** This pay week's ranking of confirmed time; read only while it is shown. */
export function useRanking(enabled = true) {
  return useQuery({ ...rankingQueryOptions(), enabled });
}
