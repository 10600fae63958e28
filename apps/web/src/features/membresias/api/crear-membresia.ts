import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { crearMembresia } from '@mchabbo/shared/membresias/api';
import { llamar } from '@/lib/llamar';
import { clavesMembresias } from '../claves';

/** POST /membresias; the server checks that `encargado` is the caller. */
export function useCrearMembresia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof crearMembresia>['body']) =>
      llamar(crearMembresia, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesMembresias.todas }),
  });
}
