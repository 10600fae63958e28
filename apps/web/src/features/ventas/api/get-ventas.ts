import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Venta } from '@mchabbo/shared/ventas/contratos';
import { api } from '@/lib/api-client';
import { clavesVentas } from './claves';

export function getVentas(signal?: AbortSignal): Promise<Venta[]> {
  return api.get<Venta[]>('/ventas', { signal });
}

export const ventasQueryOptions = () =>
  queryOptions({
    queryKey: clavesVentas.lista,
    queryFn: ({ signal }) => getVentas(signal),
  });

/** Sales, newest first. */
export function useVentas() {
  return useQuery(ventasQueryOptions());
}
