import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alternarPago } from '@mchabbo/shared/ventas/api';
import { llamar } from '@/lib/llamar';
import { ventasQueryOptions } from './get-ventas';
import { clavesVentas } from './claves';

/** PATCH /ventas/{id} (no body): toggles "pago recibido". */
export function useAlternarPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => llamar(alternarPago, { params: { id } }),
    onSuccess: async (data) => {
      // The row shows the new state at once; the list is then read again.
      if (data?.venta) {
        queryClient.setQueryData(ventasQueryOptions().queryKey, (ventas) =>
          ventas?.map((v) => (v.id === data.venta.id ? data.venta : v)),
        );
      }
      await queryClient.invalidateQueries({ queryKey: clavesVentas.todas });
    },
  });
}
