import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import { api } from '@/lib/api-client';
import { clavesPaga } from './claves';

interface PagoActualizado {
  message: string;
  pago: PagoListado;
}

/** POST /tiempos/marcar-pagado: settles one entry; its credits are frozen. */
export function marcarPagado(id: number): Promise<PagoActualizado> {
  return api.post<PagoActualizado>('/tiempos/marcar-pagado', { id });
}

/** Pays, then reloads the list before settling, so 'Pagando...' lasts until then. */
export function useMarcarPagado({
  onSuccess,
  onError,
}: {
  onSuccess?: (data: PagoActualizado) => void;
  onError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marcarPagado,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: clavesPaga.todas });
      onSuccess?.(data);
    },
    onError,
  });
}
