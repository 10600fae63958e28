import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Despido } from '@mchabbo/shared/despidos/contratos';
import { api } from '@/lib/api-client';
import { clavesAdvertencias } from '@/features/advertencias/api/claves';
import { clavesUsuarios } from '@/features/usuarios/api/claves';
import { clavesDespidos } from './claves';

export interface CrearDespidoInput {
  /** Name of the person dismissed. */
  usuario: string;
  motivo: string;
  /** The caller's own name, when sent (the server checks it). */
  admin?: string;
}

interface CrearDespidoResponse {
  message: string;
  despido: Despido;
}

/** POST /despido: keeps the mission as a snapshot and makes the person a guest. */
export function crearDespido(body: CrearDespidoInput): Promise<CrearDespidoResponse> {
  return api.post<CrearDespidoResponse>('/despido', body);
}

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

export function useCrearDespido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearDespido,
    onSuccess: () => refrescarTrasDespido(queryClient),
  });
}
