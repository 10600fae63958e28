import { useQuery } from '@tanstack/react-query';
import { obtenerEstadisticas } from '@mchabbo/shared/estadisticas/api';
import { opcionesDe } from '@/lib/llamar';
import { clavesEstadisticas } from './claves';

/** The weeks the page asks for. */
const SEMANAS = 12;

/** GET /estadisticas?semanas=12: the series of the statistics page. */
export const estadisticasQueryOptions = () =>
  opcionesDe(
    obtenerEstadisticas,
    { query: { semanas: SEMANAS } },
    clavesEstadisticas.series(SEMANAS),
  );

export function useEstadisticas() {
  return useQuery(estadisticasQueryOptions());
}
