import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Membresia } from '@mchabbo/shared/membresias/contratos';
import { api } from '@/lib/api-client';
import { clavesMembresias } from './claves';

export function getMembresias(signal?: AbortSignal): Promise<Membresia[]> {
  return api.get<Membresia[]>('/membresias', { signal });
}

export const membresiasQueryOptions = () =>
  queryOptions({
    queryKey: clavesMembresias.lista,
    queryFn: ({ signal }) => getMembresias(signal),
  });

/** Memberships, newest first, each with its state now. */
export function useMembresias() {
  return useQuery(membresiasQueryOptions());
}
