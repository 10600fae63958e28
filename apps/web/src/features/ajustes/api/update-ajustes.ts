import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjustesBody, AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import { api } from '@/lib/api-client';
import { ajustesQueryOptions } from './get-ajustes';

interface AjustesGuardados extends AjustesVista {
  message: string;
}

/** PATCH /ajustes with any subset of the settings (and the Discord webhook). */
export function updateAjustes(body: AjustesBody): Promise<AjustesGuardados> {
  return api.patch<AjustesGuardados>('/ajustes', body);
}

export function useUpdateAjustes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAjustes,
    // The answer holds the stored values: it replaces the cached settings directly.
    onSuccess: (data) => {
      const ajustes: Partial<AjustesGuardados> = { ...data };
      delete ajustes.message;
      queryClient.setQueryData(ajustesQueryOptions().queryKey, ajustes as AjustesVista);
    },
  });
}
