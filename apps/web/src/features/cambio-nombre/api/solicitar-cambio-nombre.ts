import { useMutation, useQueryClient } from '@tanstack/react-query';
import { solicitarCambioNombre } from '@mchabbo/shared/cambio-nombre/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar } from '@/lib/llamar';
import { clavesCambioNombre } from '../claves';

/** POST /user/change-name: asks for a new name; it waits for the administration. */
export function useSolicitarCambioNombre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof solicitarCambioNombre>['body']) =>
      llamar(solicitarCambioNombre, { body }),
    // The new request is now the latest of one's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesCambioNombre.todas }),
  });
}
