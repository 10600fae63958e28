import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crearMision, editarMision } from '@mchabbo/shared/misiones/api';
import type { CrearMisionBody, EditarMisionBody, Mision } from '@mchabbo/shared/misiones/contratos';
import { llamar } from '@/lib/llamar';
import { clavesRangos } from '@/features/rangos/claves';
import { clavesMisiones } from '../claves';

/** What the form sends: a new mission, or the changes of an existing one. */
export type GuardarMisionInput =
  | { tipo: 'crear'; datos: CrearMisionBody }
  | { tipo: 'editar'; id: number; datos: EditarMisionBody };

/** POST /misiones, or PATCH /misiones/{id}. */
function guardarMision(input: GuardarMisionInput): Promise<Mision> {
  return input.tipo === 'crear'
    ? llamar(crearMision, { body: input.datos })
    : llamar(editarMision, { params: { id: input.id }, body: input.datos });
}

/** Creates or updates a mission; the catalog, ranks page and sales read it again. */
export function useGuardarMision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: guardarMision,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesMisiones.todas }),
        queryClient.invalidateQueries({ queryKey: clavesRangos.todas }),
      ]);
    },
  });
}
