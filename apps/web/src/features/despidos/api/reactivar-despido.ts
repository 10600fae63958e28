import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refrescarTrasDespido } from './crear-despido';

/** PATCH /despido/reactivar/{id}: "Ingresar" gives the mission back and closes the dismissal. */
export function reactivarDespido(id: number): Promise<{ message: string }> {
  return api.patch<{ message: string }>(`/despido/reactivar/${id}`);
}

export function useReactivarDespido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivarDespido,
    onSuccess: () => refrescarTrasDespido(queryClient),
  });
}
