import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { api } from '@/lib/api-client';
import { clavesMisiones } from './claves';

export function getMisiones(signal?: AbortSignal): Promise<Mision[]> {
  return api.get<Mision[]>('/misiones', { signal });
}

export const misionesQueryOptions = () =>
  queryOptions({
    queryKey: clavesMisiones.catalogo,
    queryFn: ({ signal }) => getMisiones(signal),
  });

/** The editable missions catalog (administration). */
export function useMisiones() {
  return useQuery(misionesQueryOptions());
}
