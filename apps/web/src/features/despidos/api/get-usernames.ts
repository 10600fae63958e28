import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clavesUsuarios } from '@/features/usuarios/api/claves';

/** GET /user/usernames: names of the accounts ranked below the caller. */
export function getUsernames(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>('/user/usernames', { signal });
}

export const usernamesQueryOptions = () =>
  queryOptions({
    queryKey: clavesUsuarios.nombres,
    queryFn: ({ signal }) => getUsernames(signal),
  });

export function useUsernames() {
  return useQuery(usernamesQueryOptions());
}
