import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarMembresias } from '@mchabbo/shared/membresias/api';
import { llamar } from '@/lib/llamar';
import { clavesMembresias } from '../claves';

export const membresiasQueryOptions = () =>
  queryOptions({
    queryKey: clavesMembresias.lista,
    queryFn: ({ signal }) => llamar(listarMembresias, {}, { signal }),
  });

/** Memberships, newest first, each with its state now. */
export function useMembresias() {
  return useQuery(membresiasQueryOptions());
}
