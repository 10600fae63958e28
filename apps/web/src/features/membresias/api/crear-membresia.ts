import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { crearMembresia } from '@mchabbo/shared/membresias/api';
import { llamar } from '@/lib/llamar';
import { clavesMembresias } from './claves';

/** POST /membresias; the server checks that `encargado` is the caller. */
export function useCrearMembresia({
  onSuccess,
}: { onSuccess?: (data: RespuestaDe<typeof crearMembresia>) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof crearMembresia>['body']) =>
      llamar(crearMembresia, { body }),
    onSuccess: async (data) => {
      onSuccess?.(data);
      await queryClient.invalidateQueries({ queryKey: clavesMembresias.todas });
    },
  });
}
