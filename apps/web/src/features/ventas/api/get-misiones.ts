import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { api } from '@/lib/api-client';
import { clavesMisiones } from '@/features/misiones/api/claves';

export function getMisiones(signal?: AbortSignal): Promise<Mision[]> {
  return api.get<Mision[]>('/misiones', { signal });
}

/** The Misiones page's key, so both share one cached catalog. */
export const misionesQueryOptions = () =>
  queryOptions({
    queryKey: clavesMisiones.catalogo,
    queryFn: ({ signal }) => getMisiones(signal),
  });

/** The missions catalog: what can be sold and at what price. */
export function useMisiones() {
  return useQuery(misionesQueryOptions());
}
