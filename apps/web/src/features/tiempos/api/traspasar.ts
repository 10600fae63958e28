import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { encargadosPosibles, traspasarTiempo as traspasar } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

/** GET /tiempos/{id}/encargados: the timekeepers a timer may be handed over to. */
export const encargadosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: clavesTiempos.encargados(id),
    queryFn: ({ signal }) => llamar(encargadosPosibles, { params: { id } }, { signal }),
  });

export function useEncargadosPosibles(id: number | null) {
  return useQuery({ ...encargadosQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST /tiempos/traspasar: gives an open timer to another timekeeper. */
function traspasarTiempo(body: EntradasDe<typeof traspasar>['body']) {
  return llamar(traspasar, { body });
}

export function useTraspasarTiempo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: traspasarTiempo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
