import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { anularTurno, eventosTiempo, verHistorial } from '@mchabbo/shared/tiempos/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesPaga } from '@/features/paga/claves';
import { clavesTiempos } from '@/features/tiempos/claves';
import { clavesHistorial, type FiltrosHistorial } from './claves';

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

/** A paged read ("Cargar más" asks for the next 50), so `infiniteQueryOptions`. */
export const historialQueryOptions = (filtros: FiltrosHistorial) =>
  infiniteQueryOptions({
    queryKey: clavesHistorial.turnos(filtros),
    queryFn: ({ pageParam, signal }) => getHistorial(filtros, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (ultima) => ultima.siguiente,
  });

/** Closed shifts, newest first. */
export function useHistorial(filtros: FiltrosHistorial) {
  return useInfiniteQuery(historialQueryOptions(filtros));
}

/** GET /tiempos/{id}/eventos: one timer's story, oldest first (read when its drawer opens). */
export function useEventosTiempo(id: number | null) {
  return useQuery(
    opcionesDe(eventosTiempo, { params: { id: id ?? 0 } }, clavesHistorial.eventos(id ?? 0), {
      enabled: id !== null,
    }),
  );
}

/** POST /tiempos/anular; the history, the pay list and the timers' totals reload after it. */
export const useAnular = () =>
  useMutacion((datos: { id: number; motivo: string }) => llamar(anularTurno, { body: datos }), {
    releer: [clavesHistorial.todas, clavesPaga.todas, clavesTiempos.todas],
  });
