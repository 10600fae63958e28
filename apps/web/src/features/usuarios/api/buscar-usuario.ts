import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FichaUsuario } from '@mchabbo/shared/usuarios/contratos';
import { api } from '@/lib/api-client';
import { clavesUsuarios } from './claves';

/** POST /user/by-name: the administration's lookup of one person. */
export function buscarUsuario(username: string, signal?: AbortSignal): Promise<FichaUsuario> {
  return api.post<FichaUsuario>('/user/by-name', { username }, { signal });
}

export const fichaUsuarioQueryOptions = (username: string) =>
  queryOptions({
    queryKey: clavesUsuarios.ficha(username),
    queryFn: ({ signal }) => buscarUsuario(username, signal),
    // Every search shows the person as they are now.
    staleTime: 0,
  });

/** The person named `username`; idle while the name is empty. */
export function useFichaUsuario(username: string) {
  return useQuery({ ...fichaUsuarioQueryOptions(username), enabled: username !== '' });
}
