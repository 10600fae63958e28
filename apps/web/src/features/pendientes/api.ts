import { useQuery } from '@tanstack/react-query';
import { verPendientes } from '@mchabbo/shared/pendientes/api';
import { opcionesDe } from '@/lib/llamar';
import { clavesPendientes } from './claves';

/** How often Inicio reads the pending work again while it is on screen. */
const CADA_MS = 30_000;

/** GET /pendientes: what waits for the caller, only what they may act on. */
export const pendientesQueryOptions = () => opcionesDe(verPendientes, {}, clavesPendientes.resumen);

/**
 * The pending work, kept current (docs/reglas.md, Pending work 26.3): read again every
 * 30 seconds while the page is visible, when the window comes back, and at once when a
 * notification arrives (a new request: the notifications stream refreshes `todas`).
 */
export function usePendientes() {
  return useQuery({ ...pendientesQueryOptions(), refetchInterval: CADA_MS });
}
