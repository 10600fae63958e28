import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerAjustes } from '@mchabbo/shared/ajustes/api';
import { llamar } from '@/lib/llamar';
import { clavesAjustes } from './claves';

export const ajustesQueryOptions = () =>
  queryOptions({
    queryKey: clavesAjustes.valores,
    queryFn: ({ signal }) => llamar(obtenerAjustes, {}, { signal }),
  });

/** The owner's settings (owner only). */
export function useAjustes() {
  return useQuery(ajustesQueryOptions());
}
