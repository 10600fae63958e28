import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eliminarMision } from '@mchabbo/shared/misiones/api';
import { llamar } from '@/lib/llamar';
import { clavesRangos } from '@/features/rangos/claves';
import { clavesMisiones } from '../claves';

/** DELETE /misiones/{id} → {message: 'Misión eliminada'} */
export function useEliminarMision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => llamar(eliminarMision, { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesMisiones.todas }),
        queryClient.invalidateQueries({ queryKey: clavesRangos.todas }),
      ]);
    },
  });
}
