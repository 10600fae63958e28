import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarMisSolicitudes } from '@mchabbo/shared/cambio-nombre/api';
import { llamar } from '@/lib/llamar';
import { clavesCambioNombre } from '../claves';

/** GET /user/change-name/mias: the caller's own requests, newest first. */
export const misSolicitudesQueryOptions = () =>
  queryOptions({
    queryKey: clavesCambioNombre.mias,
    queryFn: ({ signal }) => llamar(listarMisSolicitudes, {}, { signal }),
  });

/** One's own name-change requests (docs/reglas.md, Name changes 13.9). */
export function useMisSolicitudes() {
  return useQuery(misSolicitudesQueryOptions());
}
