import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listarAdministracion } from '@mchabbo/shared/publico/api';
import { DIRECCIONES_PUBLICAS } from '@mchabbo/shared/publico/direcciones';
import { llamar } from '@/lib/llamar';
import { clavesPublico } from '../claves';

/** GET /publico/administracion */
export const administracionQueryOptions = () =>
  queryOptions({
    queryKey: clavesPublico.administracion,
    queryFn: ({ signal }) =>
      llamar<typeof listarAdministracion>(DIRECCIONES_PUBLICAS.administracion, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useAdministracion() {
  return useQuery(administracionQueryOptions());
}
