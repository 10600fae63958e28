import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrearVentaBody, Venta } from '@mchabbo/shared/ventas/contratos';
import { api } from '@/lib/api-client';
import { clavesMisiones } from '@/features/misiones/api/claves';
import { clavesUsuarios } from '@/features/usuarios/api/claves';
import { clavesVentas } from './claves';

interface VentaGuardada {
  message: string;
  venta: Venta;
}

/** POST /ventas: the buyer gets the mission at once. */
export function crearVenta(body: CrearVentaBody): Promise<VentaGuardada> {
  return api.post<VentaGuardada>('/ventas', body);
}

export function useCrearVenta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearVenta,
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
