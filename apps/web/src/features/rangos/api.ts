import { useQuery } from '@tanstack/react-query';
import { listarRangosPublicos } from '@mchabbo/shared/misiones/api';
import { CATALOGO_MISIONES, RANGOS } from '@mchabbo/shared/misiones/catalogo';
import type { RangoPublico } from '@mchabbo/shared/misiones/contratos';
import { opcionesDe } from '@/lib/llamar';
import { clavesRangos } from './claves';

/**
 * The built-in catalog in the API's shape. Shown until the server answers (or if it
 * cannot), since the live catalog only differs where an admin edited a value.
 */
const RANGOS_DE_CATALOGO: readonly RangoPublico[] = RANGOS.map((rango, i) => ({
  id: -(i + 1),
  nombre: rango.nombre,
  nivel: rango.nivel,
  area: rango.area,
  misiones: CATALOGO_MISIONES.filter((m) => m.rango === rango.nombre).map(
    ({ rango: _rango, ...mision }, j) => ({ id: -(j + 1), ...mision }),
  ),
}));

/** GET /publico/rangos: the ranks page and the missions catalog share one cached copy. */
export const rangosQueryOptions = () =>
  opcionesDe(listarRangosPublicos, {}, clavesRangos.publicos, { staleTime: 5 * 60_000 });

/**
 * Ranks with their missions and pays (highest first), from the server's editable
 * catalog; the built-in catalog stands in until it answers.
 */
export function useRangos(): readonly RangoPublico[] {
  const { data } = useQuery(rangosQueryOptions());
  return data?.rangos ?? RANGOS_DE_CATALOGO;
}
