import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Venta } from '@mchabbo/shared/ventas/contratos';
import { api } from '@/lib/api-client';
import { ventasQueryOptions } from './get-ventas';
import { clavesVentas } from './claves';

interface PagoActualizado {
  message: string;
  venta: Venta;
}

/** PATCH /ventas/{id} (no body): toggles "pago recibido". */
export function alternarPago(id: number): Promise<PagoActualizado> {
  return api.patch<PagoActualizado>(`/ventas/${id}`);
}

export function useAlternarPago({
  onSuccess,
}: { onSuccess?: (data: PagoActualizado) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alternarPago,
    onSuccess: async (data) => {
      // The row shows the new state at once; the list is then read again.
      if (data?.venta) {
        queryClient.setQueryData(ventasQueryOptions().queryKey, (ventas) =>
          ventas?.map((v) => (v.id === data.venta.id ? data.venta : v)),
        );
      }
      onSuccess?.(data);
      await queryClient.invalidateQueries({ queryKey: clavesVentas.todas });
    },
  });
}
