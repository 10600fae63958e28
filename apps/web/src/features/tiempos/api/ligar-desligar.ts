import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { desligarTiempos as desligar, ligarTiempos as ligar } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

type CambioMultiple = RespuestaDe<typeof ligar>;

/** POST /tiempos/ligar: the caller takes every unmanaged timer of lower ranks. */
function ligarTiempos(encargado: string): Promise<CambioMultiple> {
  return llamar(ligar, { body: { encargado } });
}

/** POST /tiempos/desligar with `{ids}` (several), `{id}` or `{}` (all of the caller's). */
function desligarTiempos(body: EntradasDe<typeof desligar>['body']): Promise<CambioMultiple> {
  return llamar(desligar, { body });
}

function useCambioMultiple<T>(mutationFn: (variables: T) => Promise<CambioMultiple>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}

export function useLigarTiempos() {
  return useCambioMultiple(ligarTiempos);
}

export function useDesligarTiempos() {
  return useCambioMultiple(desligarTiempos);
}
