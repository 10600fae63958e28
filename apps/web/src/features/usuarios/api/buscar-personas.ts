import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buscarPersonas } from '@mchabbo/shared/usuarios/api';
import { BUSCAR_MIN } from '@mchabbo/shared/usuarios/contratos';
import { llamar } from '@/lib/llamar';
import { clavesUsuarios } from '../claves';

/** GET /user/buscar?q=: up to 20 people whose name holds `q`, ignoring case and accents. */
export const busquedaQueryOptions = (q: string) =>
  queryOptions({
    queryKey: clavesUsuarios.busqueda(q),
    queryFn: ({ signal }) => llamar(buscarPersonas, { query: { q } }, { signal }),
  });

/**
 * The people whose name holds `q` (docs/reglas.md, Finding people 27.1); idle under two
 * characters. The last results stay on screen while the next ones load.
 */
export function useBuscarPersonas(q: string) {
  const limpio = q.trim();
  return useQuery({
    ...busquedaQueryOptions(limpio),
    enabled: limpio.length >= BUSCAR_MIN,
    placeholderData: keepPreviousData,
  });
}
