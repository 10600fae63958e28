import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificacionesRespuesta } from '@mchabbo/shared/notificaciones/contratos';
import { api } from '@/lib/api-client';
import { clavesNotificaciones } from './claves';

/** GET /notificaciones: the newest page of the caller's inbox and the unread count. */
export function getNotificaciones(signal?: AbortSignal): Promise<NotificacionesRespuesta> {
  return api.get<NotificacionesRespuesta>('/notificaciones', { signal });
}

export const notificacionesQueryOptions = () =>
  queryOptions({
    queryKey: clavesNotificaciones.bandeja,
    queryFn: ({ signal }) => getNotificaciones(signal),
    staleTime: 60_000,
  });

export function useNotificaciones() {
  return useQuery(notificacionesQueryOptions());
}
