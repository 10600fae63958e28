import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PagosResponse } from '@mchabbo/shared/paga/contratos';
import { api } from '@/lib/api-client';
import { clavesPaga } from './claves';

export function getPagos(signal?: AbortSignal): Promise<PagosResponse> {
  return api.get<PagosResponse>('/tiempos/calcular-creditos-confirmados', { signal });
}

export const pagosQueryOptions = () =>
  queryOptions({
    queryKey: clavesPaga.pagos,
    queryFn: ({ signal }) => getPagos(signal),
  });

/** Unpaid entries with credits, plus this and last week's entries (paid ones too). */
export function usePagos() {
  return useQuery(pagosQueryOptions());
}
