import { queryOptions, useQuery } from '@tanstack/react-query';
import { verPendientes } from '@mchabbo/shared/pendientes/api';
import { llamar } from '@/lib/llamar';
import { clavesPendientes } from '../claves';

/** How often Inicio reads the pending work again while it is on screen. */
const CADA_MS = 30_000;

export const pendientesQueryOptions = () =>
  queryOptions({
    queryKey: clavesPendientes.resumen,
    // GET /pendientes: what waits for the caller, only what they may act on.
    queryFn: ({ signal }) => llamar(verPendientes, {}, { signal }),
  });

/**
 * The pending work, kept current (docs/reglas.md, Pending work 26.3): read again every
 * 30 seconds while the page is visible, when the window comes back, and at once when a
 * notification arrives (a new request: the notifications stream refreshes `todas`).
 */
export function usePendientes() {
  return useQuery({ ...pendientesQueryOptions(), refetchInterval: CADA_MS });
}
