import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clavesUsuarios } from '@/features/usuarios/api/claves';

export function getUsernames(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>('/user/usernames', { signal });
}

export const usernamesQueryOptions = () =>
  queryOptions({
    queryKey: clavesUsuarios.nombres,
    queryFn: ({ signal }) => getUsernames(signal),
  });

/** Names of the accounts below the signed-in user (possible members). */
export function useUsernames() {
  return useQuery(usernamesQueryOptions());
}
