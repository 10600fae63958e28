import { useQuery } from '@tanstack/react-query';
import { listarClones, permitirClon } from '@mchabbo/shared/clones/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesClones } from './claves';

/** GET /user/clones */
export const clonesQueryOptions = () => opcionesDe(listarClones, {}, clavesClones.lista);

export function useClones() {
  return useQuery(clonesQueryOptions());
}

/** PATCH /user/clones/{id}: the row shows the badge at once, then the list is read again. */
export const usePermitirClon = () =>
  useMutacion((id: number) => llamar(permitirClon, { params: { id }, body: { permitido: true } }), {
    guardar: (_data, id, queryClient) =>
      queryClient.setQueryData(clonesQueryOptions().queryKey, (clones) =>
        clones?.map((c) => (c.id === id ? { ...c, permitido: true } : c)),
      ),
    releer: [clavesClones.lista],
  });
