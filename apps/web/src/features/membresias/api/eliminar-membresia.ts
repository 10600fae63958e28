import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clavesMembresias } from './claves';

/** DELETE /membresias/{id} → {message: 'Membresía eliminada'} */
export function eliminarMembresia(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/membresias/${id}`);
}

export function useEliminarMembresia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarMembresia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesMembresias.todas }),
  });
}
