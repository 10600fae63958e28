import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { crearVenta } from '@mchabbo/shared/ventas/api';
import { llamar } from '@/lib/llamar';
import { clavesMisiones } from '@/features/misiones/api/claves';
import { clavesUsuarios } from '@/features/usuarios/api/claves';
import { clavesVentas } from './claves';

/** POST /ventas: the buyer gets the mission at once. */
export function useCrearVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof crearVenta>['body']) => llamar(crearVenta, { body }),
    onSuccess: async () => {
      // The buyer's rank changed: people and mission holders are read again too.
      await Promise.all(
        [clavesVentas.todas, clavesUsuarios.todas, clavesMisiones.todas].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
