import { useMutation, useQueryClient } from '@tanstack/react-query';
import { solicitarCambioNombre } from '@mchabbo/shared/cambio-nombre/api';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { llamar } from '@/lib/llamar';
import { clavesCambioNombre } from './claves';

/** POST /user/change-name: asks for a new name; it waits for the administration. */
export function useSolicitarCambioNombre({
  onSuccess,
}: { onSuccess?: (data: RespuestaDe<typeof solicitarCambioNombre>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof solicitarCambioNombre>['body']) =>
      llamar(solicitarCambioNombre, { body }),
    onSuccess: async (data) => {
      onSuccess?.(data);
      // The new request is now the latest of one's own.
      await queryClient.invalidateQueries({ queryKey: clavesCambioNombre.todas });
    },
  });
}
