import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refrescarTrasDespido } from './crear-despido';

/** DELETE /despido/{id}: withdraws a dismissal made by mistake (the person is restored too). */
export function eliminarDespido(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/despido/${id}`);
}

export function useEliminarDespido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eliminarDespido,
    onSuccess: () => refrescarTrasDespido(queryClient),
  });
}
