import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decidirAscenso,
  listarAscensos,
  obtenerCandidato,
  proponerAscenso,
} from '@mchabbo/shared/ascensos/api';
import type { CrearAscensoBody, DecidirAscensoBody } from '@mchabbo/shared/ascensos/contratos';
import { llamar } from '@/lib/llamar';
import { clavesAscensos } from '../claves';

/** GET /ascensos: the caller's proposals, decisions and the pending ones they may decide. */
export const ascensosQueryOptions = () =>
  queryOptions({
    queryKey: clavesAscensos.lista,
    queryFn: ({ signal }) => llamar(listarAscensos, {}, { signal }),
    select: (data) => data.ascensos,
  });

export function useAscensos() {
  return useQuery(ascensosQueryOptions());
}

/** GET /ascensos/candidato: a person's post and the missions the caller may propose. */
export function useCandidato(usuario: string | null) {
  return useQuery({
    queryKey: clavesAscensos.candidato(usuario ?? ''),
    queryFn: ({ signal }) =>
      llamar(obtenerCandidato, { query: { usuario: usuario ?? '' } }, { signal }),
    enabled: usuario !== null,
  });
}

function useMutacionAscensos<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesAscensos.todos }),
  });
}

/** POST /ascensos */
export const useProponerAscenso = () =>
  useMutacionAscensos((body: CrearAscensoBody) => llamar(proponerAscenso, { body }));

/** PATCH /ascensos/{id} */
export const useDecidirAscenso = () =>
  useMutacionAscensos(({ id, ...body }: DecidirAscensoBody & { id: number }) =>
    llamar(decidirAscenso, { params: { id }, body }),
  );
