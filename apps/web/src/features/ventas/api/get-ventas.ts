import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarVentas } from '@mchabbo/shared/ventas/api';
import { llamar } from '@/lib/llamar';
import { clavesVentas } from './claves';

export const ventasQueryOptions = () =>
  queryOptions({
    queryKey: clavesVentas.lista,
    queryFn: ({ signal }) => llamar(listarVentas, {}, { signal }),
  });

/** Sales, newest first. */
export function useVentas() {
  return useQuery(ventasQueryOptions());
}
