import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { verHistorial } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesHistorial, type FiltrosHistorial } from '../claves';

/** One page of GET /tiempos/historial; an empty filter is left out, as the form leaves it. */
export function getHistorial(
  filtros: FiltrosHistorial,
  cursor: number | null,
  signal?: AbortSignal,
) {
  const query = Object.fromEntries(
    Object.entries({ ...filtros, cursor }).filter(
      ([, v]) => v !== undefined && v !== null && v !== '',
    ),
  );
  return llamar(
    verHistorial,
    { query: query as EntradasDe<typeof verHistorial>['query'] },
    { signal },
  );
}

export const historialQueryOptions = (filtros: FiltrosHistorial) =>
  infiniteQueryOptions({
    queryKey: clavesHistorial.turnos(filtros),
    queryFn: ({ pageParam, signal }) => getHistorial(filtros, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (ultima) => ultima.siguiente,
  });

/** Closed shifts, newest first, 50 a page ("Cargar más" asks for the next). */
export function useHistorial(filtros: FiltrosHistorial) {
  return useInfiniteQuery(historialQueryOptions(filtros));
}
