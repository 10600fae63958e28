import { useMutation, useQueryClient } from '@tanstack/react-query';
import { permitirClon } from '@mchabbo/shared/clones/api';
import { llamar } from '@/lib/llamar';
import { clonesQueryOptions } from './get-clones';

export function usePermitirClon() {
  const queryClient = useQueryClient();
  const { queryKey } = clonesQueryOptions();
  return useMutation({
    mutationFn: (id: number) => llamar(permitirClon, { params: { id }, body: { permitido: true } }),
    onSuccess: async (_data, id) => {
      // Show the badge at once, then reload the list from the server.
      queryClient.setQueryData(queryKey, (clones) =>
        clones?.map((c) => (c.id === id ? { ...c, permitido: true } : c)),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
