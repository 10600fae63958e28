import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Clon } from '@mchabbo/shared/usuarios/contratos';
import { api } from '@/lib/api-client';
import { clonesQueryOptions } from './get-clones';

interface PermitirClonResponse {
  message: string;
  clon?: Clon;
}

/** PATCH /user/clones/{id}: marks that account-at-IP allowed. */
export function permitirClon(id: number): Promise<PermitirClonResponse> {
  return api.patch<PermitirClonResponse>(`/user/clones/${id}`, { permitido: true });
}

export function usePermitirClon() {
  const queryClient = useQueryClient();
  const { queryKey } = clonesQueryOptions();
  return useMutation({
    mutationFn: permitirClon,
    onSuccess: async (_data, id) => {
      // Show the badge at once, then reload the list from the server.
      queryClient.setQueryData(queryKey, (clones) =>
        clones?.map((c) => (c.id === id ? { ...c, permitido: true } : c)),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
