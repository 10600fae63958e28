import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Perfil } from '@mchabbo/shared/cuenta/contratos';
import { api } from '@/lib/api-client';
import { clavesCuenta } from './claves';

export function getPerfil(name: string, signal?: AbortSignal): Promise<Perfil> {
  return api.get<Perfil>(`/user/perfil/${encodeURIComponent(name)}`, { signal });
}

export const perfilQueryOptions = (name: string) =>
  queryOptions({
    queryKey: clavesCuenta.perfil(name),
    queryFn: ({ signal }) => getPerfil(name, signal),
  });

export function usePerfil(name: string) {
  return useQuery(perfilQueryOptions(name));
}
