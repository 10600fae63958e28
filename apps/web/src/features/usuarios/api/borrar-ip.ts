import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clavesClones } from '@/features/clones/api/claves';
import { clavesUsuarios } from './claves';

/** POST /user/borrar-ip: forgets every IP of the person. */
export function borrarIp(id: number): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/borrar-ip', { id });
}

export function useBorrarIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: borrarIp,
    onSuccess: async () => {
      // The lookup's IP list and the clones page both change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesUsuarios.fichas }),
        queryClient.invalidateQueries({ queryKey: clavesClones.todas }),
      ]);
    },
  });
}
