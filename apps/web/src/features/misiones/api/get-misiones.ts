import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarMisiones } from '@mchabbo/shared/misiones/api';
import { llamar } from '@/lib/llamar';
import { clavesMisiones } from './claves';

/** GET /misiones */
export const misionesQueryOptions = () =>
  queryOptions({
    queryKey: clavesMisiones.catalogo,
    queryFn: ({ signal }) => llamar(listarMisiones, {}, { signal }),
  });

/** The editable missions catalog (administration). */
export function useMisiones() {
  return useQuery(misionesQueryOptions());
}
