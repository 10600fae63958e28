import { queryOptions, useQuery } from '@tanstack/react-query';
import type { leerDestacados } from '@mchabbo/shared/publico/api';
import { DIRECCIONES_PUBLICAS } from '@mchabbo/shared/publico/direcciones';
import { llamar } from '@/lib/llamar';
import { clavesPublico } from '../claves';

/** GET /publico/destacados: the worker of the last closed pay week and its top timekeepers. */
export const destacadosQueryOptions = () =>
  queryOptions({
    queryKey: clavesPublico.destacados,
    queryFn: ({ signal }) =>
      llamar<typeof leerDestacados>(DIRECCIONES_PUBLICAS.destacados, { query: {} }, { signal }),
    staleTime: 5 * 60_000,
  });

export function useDestacados() {
  return useQuery(destacadosQueryOptions());
}
