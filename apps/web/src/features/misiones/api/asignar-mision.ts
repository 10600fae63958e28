import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asignarMision } from '@mchabbo/shared/usuarios/api';
import { llamar } from '@/lib/llamar';
import { clavesUsuarios } from '@/features/usuarios/claves';
import { clavesMisiones } from '../claves';

/** PATCH /user/{id}/mision: the person's rank and level follow the mission. */
export function useAsignarMision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, misionId }: { id: number; misionId: number }) =>
      llamar(asignarMision, { params: { id }, body: { misionId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesUsuarios.todas }),
        queryClient.invalidateQueries({ queryKey: clavesMisiones.todas }),
      ]);
    },
  });
}
