import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarAdministracion } from '@mchabbo/shared/publico/api';
import { llamar } from '@/lib/llamar';
import { clavesPublico } from './claves';

/** GET /publico/administracion */
export const administracionQueryOptions = () =>
  queryOptions({
    queryKey: clavesPublico.administracion,
    queryFn: ({ signal }) => llamar(listarAdministracion, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useAdministracion() {
  return useQuery(administracionQueryOptions());
}
