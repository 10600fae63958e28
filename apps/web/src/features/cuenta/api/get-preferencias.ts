import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferencias } from '@mchabbo/shared/cuenta/contratos';
import { api } from '@/lib/api-client';
import { clavesCuenta } from './claves';

export function getPreferencias(nameUser: string, signal?: AbortSignal): Promise<Preferencias> {
  return api.get<Preferencias>(`/user/preferences/${encodeURIComponent(nameUser)}`, { signal });
}

export const preferenciasQueryOptions = (nameUser: string) =>
  queryOptions({
    queryKey: clavesCuenta.preferencias(nameUser),
    queryFn: ({ signal }) => getPreferencias(nameUser, signal),
    staleTime: 5 * 60_000,
  });

export function usePreferencias(nameUser: string) {
  return useQuery(preferenciasQueryOptions(nameUser));
}
