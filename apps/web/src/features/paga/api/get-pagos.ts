import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PagosResponse } from '@mchabbo/shared/paga/contratos';
import { api } from '@/lib/api-client';
import { clavesPaga } from './claves';

export function getPagos(semana: string | null, signal?: AbortSignal): Promise<PagosResponse> {
  const consulta = semana ? `?semana=${semana}` : '';
  return api.get<PagosResponse>(`/tiempos/calcular-creditos-confirmados${consulta}`, { signal });
}

export const pagosQueryOptions = (semana: string | null = null) =>
  queryOptions({
    queryKey: clavesPaga.semana(semana),
    queryFn: ({ signal }) => getPagos(semana, signal),
  });

/**
 * By default unpaid entries with credits, plus this and last week's entries (paid ones
 * too); with a week (its Monday), every entry of that week.
 */
export function usePagos(semana: string | null = null) {
  return useQuery(pagosQueryOptions(semana));
}
