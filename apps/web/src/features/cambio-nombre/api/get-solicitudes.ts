import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarSolicitudes } from '@mchabbo/shared/cambio-nombre/api';
import { llamar } from '@/lib/llamar';
import { clavesCambioNombre } from '../claves';

/** GET /user/change-name/all: every name-change request. */
export const solicitudesQueryOptions = () =>
  queryOptions({
    queryKey: clavesCambioNombre.solicitudes,
    queryFn: ({ signal }) => llamar(listarSolicitudes, {}, { signal }),
  });

export function useSolicitudes() {
  return useQuery(solicitudesQueryOptions());
}
