import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MiSolicitud } from '@mchabbo/shared/cambio-nombre/contratos';
import { api } from '@/lib/api-client';
import { clavesCambioNombre } from './claves';

/** GET /user/change-name/mias: the caller's own requests, newest first. */
export function getMisSolicitudes(signal?: AbortSignal): Promise<MiSolicitud[]> {
  return api.get<MiSolicitud[]>('/user/change-name/mias', { signal });
}

export const misSolicitudesQueryOptions = () =>
  queryOptions({
    queryKey: clavesCambioNombre.mias,
    queryFn: ({ signal }) => getMisSolicitudes(signal),
  });

/** One's own name-change requests (docs/reglas.md, Name changes 13.9). */
export function useMisSolicitudes() {
  return useQuery(misSolicitudesQueryOptions());
}
