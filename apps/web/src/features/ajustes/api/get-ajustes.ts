import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import { api } from '@/lib/api-client';

export function getAjustes(signal?: AbortSignal): Promise<Ajustes> {
  return api.get<Ajustes>('/ajustes', { signal });
}

/** Same key as the sales page's owner-share preview. */
export const ajustesQueryOptions = () =>
  queryOptions({
    queryKey: ['ajustes'],
    queryFn: ({ signal }) => getAjustes(signal),
  });

/** The owner's settings (owner only). */
export function useAjustes() {
  return useQuery(ajustesQueryOptions());
}
