import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clavesRangos } from '@/features/rangos/api/claves';
import { clavesMisiones } from './claves';

/** DELETE /misiones/{id} → {message: 'Misión eliminada'} */
export function eliminarMision(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/misiones/${id}`);
}

export function useEliminarMision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarMision,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesMisiones.todas }),
        queryClient.invalidateQueries({ queryKey: clavesRangos.todas }),
      ]);
    },
  });
}
