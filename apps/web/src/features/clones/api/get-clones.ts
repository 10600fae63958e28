import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Clon } from '@mchabbo/shared/usuarios/contratos';
import { api } from '@/lib/api-client';
import { clavesClones } from './claves';

/** GET /user/clones: every account seen at an IP another account also used. */
export function getClones(signal?: AbortSignal): Promise<Clon[]> {
  return api.get<Clon[]>('/user/clones', { signal });
}

export const clonesQueryOptions = () =>
  queryOptions({
    queryKey: clavesClones.lista,
    queryFn: ({ signal }) => getClones(signal),
  });

export function useClones() {
  return useQuery(clonesQueryOptions());
}
