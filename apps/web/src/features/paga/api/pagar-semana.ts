import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PagarSemanaResponse } from '@mchabbo/shared/paga/contratos';
import { pagarSemana as pagar } from '@mchabbo/shared/paga/api';
import { llamar } from '@/lib/llamar';
import { clavesPaga } from '../claves';

/** POST /tiempos/pagar-semana: pays every entry the caller may pay of an ended week. */
function pagarSemana(semana: string): Promise<PagarSemanaResponse> {
  return llamar(pagar, { body: { semana } });
}

/** 'Pagar todos': pays the week, then reloads the list before settling. */
export function usePagarSemana() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pagarSemana,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesPaga.todas }),
  });
}
