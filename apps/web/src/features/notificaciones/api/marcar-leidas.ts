import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { marcarLeidas as marcar } from '@mchabbo/shared/notificaciones/api';
import { llamar } from '@/lib/llamar';
import { clavesNotificaciones } from '../claves';

/** POST /notificaciones/leidas: these ids, or all when none are given. */
function marcarLeidas(body: EntradasDe<typeof marcar>['body']) {
  return llamar(marcar, { body });
}

export function useMarcarLeidas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marcarLeidas,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesNotificaciones.todas }),
  });
}
