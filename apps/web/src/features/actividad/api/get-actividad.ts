import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Actividad } from '@mchabbo/shared/actividad/contratos';
import { api } from '@/lib/api-client';
import { clavesActividad } from './claves';

/** GET /actividad: the activity of the staff the caller may act on. */
export function getActividad(signal?: AbortSignal): Promise<Actividad> {
  return api.get<Actividad>('/actividad', { signal });
}

export const actividadQueryOptions = () =>
  queryOptions({
    queryKey: clavesActividad.resumen,
    queryFn: ({ signal }) => getActividad(signal),
  });

export function useActividad() {
  return useQuery(actividadQueryOptions());
}
