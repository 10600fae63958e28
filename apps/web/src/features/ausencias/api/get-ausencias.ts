import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarAusencias } from '@mchabbo/shared/ausencias/api';
import { llamar } from '@/lib/llamar';
import { clavesAusencias } from '../claves';

/** GET /ausencias: one's own requests, plus those the caller may decide on. */
export const ausenciasQueryOptions = () =>
  queryOptions({
    queryKey: clavesAusencias.todas,
    queryFn: ({ signal }) => llamar(listarAusencias, {}, { signal }),
    select: (data) => data.ausencias,
  });

export function useAusencias() {
  return useQuery(ausenciasQueryOptions());
}
