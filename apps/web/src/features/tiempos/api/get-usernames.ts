import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getUsernames(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>('/user/usernames', { signal });
}

/** Same key as the Ventas page, so both share one cached list. */
export const usernamesQueryOptions = () =>
  queryOptions({
    queryKey: ['usernames'],
    queryFn: ({ signal }) => getUsernames(signal),
  });

/** Names of the accounts below the signed-in user (who they may time). */
export function useUsernames() {
  return useQuery(usernamesQueryOptions());
}
