import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HistorialResponse } from '@mchabbo/shared/tiempos/historial';
import { api } from '@/lib/api-client';
import { consulta } from '@/lib/descargar';
import { clavesHistorial, type FiltrosHistorial } from './claves';

export function getHistorial(
  filtros: FiltrosHistorial,
  cursor: number | null,
  signal?: AbortSignal,
): Promise<HistorialResponse> {
  return api.get<HistorialResponse>(`/tiempos/historial${consulta({ ...filtros, cursor })}`, {
    signal,
  });
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
