import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsuarioListado } from '@mchabbo/shared/usuarios/contratos';
import { api } from '@/lib/api-client';
import { clavesUsuarios } from '@/features/usuarios/api/claves';

export function getUsuarios(signal?: AbortSignal): Promise<UsuarioListado[]> {
  return api.get<UsuarioListado[]>('/user/all', { signal });
}

export const usuariosQueryOptions = () =>
  queryOptions({
    queryKey: clavesUsuarios.listado,
    queryFn: ({ signal }) => getUsuarios(signal),
  });

/** Every account with its rank and mission (administration). */
export function useUsuarios() {
  return useQuery(usuariosQueryOptions());
}
