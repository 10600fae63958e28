import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { guardarPreferencias } from '@mchabbo/shared/cuenta/api';
import { llamar } from '@/lib/llamar';
import { guardarPreferenciasLocales } from '@/lib/preferences';
import { preferenciasQueryOptions } from './get-preferencias';

/** POST /user/preferences */
export function useUpdatePreferencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EntradasDe<typeof guardarPreferencias>['body']) =>
      llamar(guardarPreferencias, { body }),
    onSuccess: async (data, input) => {
      const guardadas = {
        is_app: typeof data?.is_app === 'boolean' ? data.is_app : input.is_app,
        modo_claro: typeof data?.modo_claro === 'boolean' ? data.modo_claro : input.modo_claro,
      };
      guardarPreferenciasLocales(guardadas);
      await queryClient.invalidateQueries({
        queryKey: preferenciasQueryOptions(input.nameUser).queryKey,
      });
    },
  });
}
