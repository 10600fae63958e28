import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import { api } from '@/lib/api-client';
import { clavesCambioNombre } from './claves';

/** GET /user/change-name/all: every name-change request. */
export function getSolicitudes(signal?: AbortSignal): Promise<SolicitudCambioNombre[]> {
  return api.get<SolicitudCambioNombre[]>('/user/change-name/all', { signal });
}

export const solicitudesQueryOptions = () =>
  queryOptions({
    queryKey: clavesCambioNombre.solicitudes,
    queryFn: ({ signal }) => getSolicitudes(signal),
  });

export function useSolicitudes() {
  return useQuery(solicitudesQueryOptions());
}
