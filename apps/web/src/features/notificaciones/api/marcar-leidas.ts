import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarcarLeidasBody } from '@mchabbo/shared/notificaciones/contratos';
import { api } from '@/lib/api-client';
import { clavesNotificaciones } from './claves';

/** POST /notificaciones/leidas: these ids, or all when none are given. */
export function marcarLeidas(datos: MarcarLeidasBody) {
  return api.post<{ message: string; sin_leer: number }>('/notificaciones/leidas', datos);
}

export function useMarcarLeidas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marcarLeidas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesNotificaciones.todas }),
  });
}
