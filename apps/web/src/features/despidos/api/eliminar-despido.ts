import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eliminarDespido } from '@mchabbo/shared/despidos/api';
import { llamar } from '@/lib/llamar';
import { refrescarTrasDespido } from './crear-despido';

/** DELETE /despido/{id}: withdraws a dismissal made by mistake (the person is restored too). */
export function useEliminarDespido() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => llamar(eliminarDespido, { params: { id } }),
    onSuccess: () => refrescarTrasDespido(queryClient),
  });
}
