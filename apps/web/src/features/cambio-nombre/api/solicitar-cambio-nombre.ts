import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import { api } from '@/lib/api-client';
import { clavesCambioNombre } from './claves';

export interface SolicitarCambioNombreInput {
  newName: string;
  /** The caller's own current name (the server checks it). */
  nameUser: string;
}

interface SolicitudGuardada {
  message: string;
  solicitud: SolicitudCambioNombre;
}

/** POST /user/change-name: asks for a new name; it waits for the administration. */
export function solicitarCambioNombre(
  body: SolicitarCambioNombreInput,
): Promise<SolicitudGuardada> {
  return api.post<SolicitudGuardada>('/user/change-name', body);
}

export function useSolicitarCambioNombre() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: solicitarCambioNombre,
    // The new request is now the latest of one's own.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesCambioNombre.todas }),
  });
}
