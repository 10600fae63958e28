import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { marcarPagado as marcar } from '@mchabbo/shared/paga/api';
import { llamar } from '@/lib/llamar';
import { clavesPaga } from '../claves';

type PagoActualizado = RespuestaDe<typeof marcar>;

/** POST /tiempos/marcar-pagado: settles one entry; its credits are frozen. */
function marcarPagado(id: number): Promise<PagoActualizado> {
  return llamar(marcar, { body: { id } });
}

/** Pays, then reloads the list before settling, so 'Pagando...' lasts until then. */
export function useMarcarPagado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: marcarPagado,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesPaga.todas }),
  });
}
