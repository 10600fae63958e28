import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reactivarDespido } from '@mchabbo/shared/despidos/api';
import { llamar } from '@/lib/llamar';
import { refrescarTrasDespido } from './crear-despido';

/** PATCH /despido/reactivar/{id}: "Ingresar" gives the mission back and closes the dismissal. */
export function useReactivarDespido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => llamar(reactivarDespido, { params: { id } }),
    onSuccess: () => refrescarTrasDespido(queryClient),
  });
}
