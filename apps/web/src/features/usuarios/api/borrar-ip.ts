import { useMutation, useQueryClient } from '@tanstack/react-query';
import { borrarIp } from '@mchabbo/shared/usuarios/api';
import { llamar } from '@/lib/llamar';
import { clavesClones } from '@/features/clones/claves';
import { clavesUsuarios } from '../claves';

/** POST /user/borrar-ip: forgets every IP of the person. */
export function useBorrarIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => llamar(borrarIp, { body: { id } }),
    onSuccess: async () => {
      // The lookup's IP list and the clones page both change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesUsuarios.fichas }),
        queryClient.invalidateQueries({ queryKey: clavesClones.todas }),
      ]);
    },
  });
}
