import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ausencia, CrearAusenciaBody } from '@mchabbo/shared/ausencias/contratos';
import { api } from '@/lib/api-client';
import { clavesAusencias } from './claves';

interface AusenciaGuardada {
  message: string;
  ausencia: Ausencia;
}

/** POST /ausencias: a leave request for oneself. */
function solicitarAusencia(body: CrearAusenciaBody) {
  return api.post<AusenciaGuardada>('/ausencias', body);
}

/** PATCH /ausencias/{id}: approve or reject. */
function decidirAusencia({ id, aprobada }: { id: number; aprobada: boolean }) {
  return api.patch<AusenciaGuardada>(`/ausencias/${id}`, { aprobada });
}

/** DELETE /ausencias/{id}: withdraw one's own pending request. */
function retirarAusencia(id: number) {
  return api.delete<{ message: string }>(`/ausencias/${id}`);
}

function useMutacionAusencias<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesAusencias.todas }),
  });
}

export const useSolicitarAusencia = () => useMutacionAusencias(solicitarAusencia);
export const useDecidirAusencia = () => useMutacionAusencias(decidirAusencia);
export const useRetirarAusencia = () => useMutacionAusencias(retirarAusencia);
