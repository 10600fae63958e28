import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGO_MISIONES, RANGOS } from '@mchabbo/shared/misiones/catalogo';
import type { RangoPublico } from '@mchabbo/shared/misiones/contratos';
import { api } from '@/lib/api-client';
import { clavesRangos } from './claves';

interface RangosResponse {
  rangos: RangoPublico[];
}

export function getRangos(signal?: AbortSignal): Promise<RangosResponse> {
  return api.get<RangosResponse>('/publico/rangos', { signal });
}

/**
 * The built-in catalog in the API's shape. Shown until the server answers (or if it
 * cannot), since the live catalog only differs where an admin edited a value.
 */
export const RANGOS_DE_CATALOGO: readonly RangoPublico[] = RANGOS.map((rango, i) => ({
  id: -(i + 1),
  nombre: rango.nombre,
  nivel: rango.nivel,
  area: rango.area,
  misiones: CATALOGO_MISIONES.filter((m) => m.rango === rango.nombre).map(
    ({ rango: _rango, ...mision }, j) => ({ id: -(j + 1), ...mision }),
  ),
}));

export const rangosQueryOptions = () =>
  queryOptions({
    queryKey: clavesRangos.publicos,
    queryFn: ({ signal }) => getRangos(signal),
    staleTime: 5 * 60_000,
  });

/** Ranks with their missions and pays, from the server's editable catalog. */
export function useRangos(): readonly RangoPublico[] {
  const { data } = useQuery(rangosQueryOptions());
  return data?.rangos ?? RANGOS_DE_CATALOGO;
}
