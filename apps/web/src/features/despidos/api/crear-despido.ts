import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Despido } from '@mchabbo/shared/despidos/contratos';
import { api } from '@/lib/api-client';
import { clavesUsuarios } from '@/features/usuarios/api/claves';
import { clavesDespidos } from './claves';

export interface CrearDespidoInput {
  /** Name of the person dismissed. */
  usuario: string;
  motivo: string;
  /** The caller's own name (the server checks it). */
  admin: string;
}

interface CrearDespidoResponse {
  message: string;
  despido: Despido;
}

/** POST /despido: keeps the mission as a snapshot and makes the person a guest. */
export function crearDespido(body: CrearDespidoInput): Promise<CrearDespidoResponse> {
  return api.post<CrearDespidoResponse>('/despido', body);
}

/** Lists and lookups that show a person's rank; a dismissal or reinstatement changes them. */
export async function refrescarTrasDespido(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clavesDespidos.todas }),
    queryClient.invalidateQueries({ queryKey: clavesUsuarios.todas }),
  ]);
}

export function useCrearDespido({
  onSuccess,
}: { onSuccess?: (data: CrearDespidoResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearDespido,
    onSuccess: async (data) => {
      await refrescarTrasDespido(queryClient);
      onSuccess?.(data);
    },
  });
}
