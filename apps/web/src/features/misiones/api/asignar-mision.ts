import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asignarMision } from '@mchabbo/shared/usuarios/api';
import { llamar } from '@/lib/llamar';
import { clavesUsuarios } from '@/features/usuarios/api/claves';
import { clavesMisiones } from './claves';

/** PATCH /user/{id}/mision: the person's rank and level follow the mission. */
export function useAsignarMision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      misionId,
      sin_capacitacion,
    }: {
      id: number;
      misionId: number;
      /** Levels 0–1 give it without the course it requires (docs/reglas.md, Trainings 33.6). */
      sin_capacitacion?: boolean;
    }) => llamar(asignarMision, { params: { id }, body: { misionId, sin_capacitacion } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesUsuarios.todas }),
        queryClient.invalidateQueries({ queryKey: clavesMisiones.todas }),
      ]);
    },
  });
}
