import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferencias } from '@mchabbo/shared/cuenta/contratos';
import { api } from '@/lib/api-client';
import { guardarPreferenciasLocales } from '@/lib/preferences';
import { preferenciasQueryOptions } from './get-preferencias';

export interface UpdatePreferenciasInput extends Preferencias {
  nameUser: string;
}

interface UpdatePreferenciasResponse extends Preferencias {
  message: string;
}

export function updatePreferencias(
  body: UpdatePreferenciasInput,
): Promise<UpdatePreferenciasResponse> {
  return api.post<UpdatePreferenciasResponse>('/user/preferences', body);
}

export function useUpdatePreferencias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferencias,
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
