import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guardarAjustes } from '@mchabbo/shared/ajustes/api';
import type { AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { llamar } from '@/lib/llamar';
import { ajustesQueryOptions } from './get-ajustes';

type AjustesGuardados = RespuestaDe<typeof guardarAjustes>;

/** PATCH /ajustes with any subset of the settings (and the Discord webhook). */
export function useUpdateAjustes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof guardarAjustes>['body']) =>
      llamar(guardarAjustes, { body }),
    // The answer holds the stored values: it replaces the cached settings directly.
    onSuccess: (data) => {
      const ajustes: Partial<AjustesGuardados> = { ...data };
      delete ajustes.message;
      queryClient.setQueryData(ajustesQueryOptions().queryKey, ajustes as AjustesVista);
    },
  });
}
