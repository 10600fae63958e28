import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UsuarioListado } from '@mchabbo/shared/usuarios/contratos';
import { api } from '@/lib/api-client';
import { clavesUsuarios } from '@/features/usuarios/api/claves';
import { clavesMisiones } from './claves';

interface AsignarMisionResponse {
  message: string;
  usuario: UsuarioListado;
}

/** PATCH /user/{id}/mision: the person's rank and level follow the mission. */
export function asignarMision({ id, misionId }: { id: number; misionId: number }) {
  return api.patch<AsignarMisionResponse>(`/user/${id}/mision`, { misionId });
}

export function useAsignarMision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: asignarMision,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesUsuarios.todas }),
        queryClient.invalidateQueries({ queryKey: clavesMisiones.todas }),
      ]);
    },
  });
}
