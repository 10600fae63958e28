import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { crearDespido } from '@mchabbo/shared/despidos/api';
import { llamar } from '@/lib/llamar';
import { clavesAdvertencias } from '@/features/advertencias/claves';
import { clavesUsuarios } from '@/features/usuarios/claves';
import { clavesDespidos } from '../claves';

/**
 * Lists and lookups that show a person's rank; a dismissal or reinstatement changes them
 * (and who is proposed for dismissal).
 */
export async function refrescarTrasDespido(queryClient: QueryClient) {
  await Promise.all(
    [clavesDespidos.todas, clavesUsuarios.todas, clavesAdvertencias.todas].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** POST /despido: keeps the mission as a snapshot and makes the person a guest. */
export function useCrearDespido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof crearDespido>['body']) => llamar(crearDespido, { body }),
    onSuccess: () => refrescarTrasDespido(queryClient),
  });
}
