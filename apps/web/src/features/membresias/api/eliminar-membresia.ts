import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eliminarMembresia } from '@mchabbo/shared/membresias/api';
import { llamar } from '@/lib/llamar';
import { clavesMembresias } from '../claves';

/** DELETE /membresias/{id} → {message: 'Membresía eliminada'} */
export function useEliminarMembresia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => llamar(eliminarMembresia, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesMembresias.todas }),
  });
}
