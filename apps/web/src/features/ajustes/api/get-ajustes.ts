import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import { api } from '@/lib/api-client';
import { clavesAjustes } from './claves';

export function getAjustes(signal?: AbortSignal): Promise<AjustesVista> {
  return api.get<AjustesVista>('/ajustes', { signal });
}

export const ajustesQueryOptions = () =>
  queryOptions({
    queryKey: clavesAjustes.valores,
    queryFn: ({ signal }) => getAjustes(signal),
  });

/** The owner's settings (owner only). */
export function useAjustes() {
  return useQuery(ajustesQueryOptions());
}
