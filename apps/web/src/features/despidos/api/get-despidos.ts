import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarDespidos } from '@mchabbo/shared/despidos/api';
import { llamar } from '@/lib/llamar';
import { clavesDespidos } from '../claves';

/** GET /despido: dismissals in force, newest first. */
export const despidosQueryOptions = () =>
  queryOptions({
    queryKey: clavesDespidos.vigentes,
    queryFn: ({ signal }) => llamar(listarDespidos, {}, { signal }),
  });

export function useDespidos() {
  return useQuery(despidosQueryOptions());
}
