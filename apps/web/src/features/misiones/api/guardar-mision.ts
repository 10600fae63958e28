import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrearMisionBody, EditarMisionBody, Mision } from '@mchabbo/shared/misiones/contratos';
import { api } from '@/lib/api-client';
import { clavesRangos } from '@/features/rangos/api/claves';
import { clavesMisiones } from './claves';

/** POST /misiones */
export function crearMision(body: CrearMisionBody): Promise<Mision> {
  return api.post<Mision>('/misiones', body);
}

/** PATCH /misiones/{id} */
export function editarMision({ id, datos }: { id: number; datos: EditarMisionBody }) {
  return api.patch<Mision>(`/misiones/${id}`, datos);
}

/** What the form sends: a new mission, or the changes of an existing one. */
export type GuardarMisionInput =
  | { tipo: 'crear'; datos: CrearMisionBody }
  | { tipo: 'editar'; id: number; datos: EditarMisionBody };

function guardarMision(input: GuardarMisionInput): Promise<Mision> {
  return input.tipo === 'crear'
    ? crearMision(input.datos)
    : editarMision({ id: input.id, datos: input.datos });
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
