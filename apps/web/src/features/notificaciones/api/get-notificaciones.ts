import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarNotificaciones } from '@mchabbo/shared/notificaciones/api';
import { llamar } from '@/lib/llamar';
import { clavesNotificaciones } from '../claves';

/** GET /notificaciones: the newest page of the caller's inbox and the unread count. */
export const notificacionesQueryOptions = () =>
  queryOptions({
    queryKey: clavesNotificaciones.bandeja,
    queryFn: ({ signal }) => llamar(listarNotificaciones, { query: {} }, { signal }),
    staleTime: 60_000,
  });

export function useNotificaciones() {
  return useQuery(notificacionesQueryOptions());
}
