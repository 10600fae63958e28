import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { eliminarMembresia } from '@mchabbo/shared/membresias/api';
import { llamar } from '@/lib/llamar';
import { clavesMembresias } from './claves';

/** DELETE /membresias/{id} → {message: 'Membresía eliminada'} */
export function useEliminarMembresia({
  onSuccess,
}: { onSuccess?: (data: RespuestaDe<typeof eliminarMembresia>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => llamar(eliminarMembresia, { params: { id } }),
    onSuccess: async (data) => {
      onSuccess?.(data);
      await queryClient.invalidateQueries({ queryKey: clavesMembresias.todas });
    },
  });
}
