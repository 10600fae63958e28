import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarClones } from '@mchabbo/shared/clones/api';
import { llamar } from '@/lib/llamar';
import { clavesClones } from './claves';

export const clonesQueryOptions = () =>
  queryOptions({
    queryKey: clavesClones.lista,
    queryFn: ({ signal }) => llamar(listarClones, {}, { signal }),
  });

export function useClones() {
  return useQuery(clonesQueryOptions());
}
