import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { iniciarTiempo as iniciar } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

type TiempoRegistrado = RespuestaDe<typeof iniciar>;

/** POST /tiempos/log: starts a shift timer run by the caller (`encargado`). */
function iniciarTiempo(body: EntradasDe<typeof iniciar>['body']): Promise<TiempoRegistrado> {
  return llamar(iniciar, { body });
}

export function useIniciarTiempo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: iniciarTiempo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
