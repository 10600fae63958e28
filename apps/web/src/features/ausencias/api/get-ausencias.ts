import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ausencia } from '@mchabbo/shared/ausencias/contratos';
import { api } from '@/lib/api-client';
import { clavesAusencias } from './claves';

/** GET /ausencias: one's own requests, plus those the caller may decide on. */
export function getAusencias(signal?: AbortSignal) {
  return api.get<{ ausencias: Ausencia[] }>('/ausencias', { signal });
}

export const ausenciasQueryOptions = () =>
  queryOptions({
    queryKey: clavesAusencias.todas,
    queryFn: ({ signal }) => getAusencias(signal),
    select: (data) => data.ausencias,
  });

export function useAusencias() {
  return useQuery(ausenciasQueryOptions());
}
