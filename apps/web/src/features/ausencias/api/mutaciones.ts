import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidirAusencia, retirarAusencia, solicitarAusencia } from '@mchabbo/shared/ausencias/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar } from '@/lib/llamar';
import { clavesAusencias } from '../claves';

function useMutacionAusencias<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesAusencias.todas }),
  });
}

/** POST /ausencias: a leave request for oneself. */
export const useSolicitarAusencia = () =>
  useMutacionAusencias((body: EntradasDe<typeof solicitarAusencia>['body']) =>
    llamar(solicitarAusencia, { body }),
  );

/** PATCH /ausencias/{id}: approve or reject. */
export const useDecidirAusencia = () =>
  useMutacionAusencias(({ id, aprobada }: { id: number; aprobada: boolean }) =>
    llamar(decidirAusencia, { params: { id }, body: { aprobada } }),
  );

/** DELETE /ausencias/{id}: withdraw one's own pending request. */
export const useRetirarAusencia = () =>
  useMutacionAusencias((id: number) => llamar(retirarAusencia, { params: { id } }));
