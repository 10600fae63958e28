import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Despido } from '@mchabbo/shared/despidos/contratos';
import { api } from '@/lib/api-client';
import { clavesDespidos } from './claves';

/** GET /despido: dismissals in force, newest first. */
export function getDespidos(signal?: AbortSignal): Promise<Despido[]> {
  return api.get<Despido[]>('/despido', { signal });
}

export const despidosQueryOptions = () =>
  queryOptions({
    queryKey: clavesDespidos.vigentes,
    queryFn: ({ signal }) => getDespidos(signal),
  });

export function useDespidos() {
  return useQuery(despidosQueryOptions());
}
