import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Ascenso,
  Candidato,
  CrearAscensoBody,
  DecidirAscensoBody,
} from '@mchabbo/shared/ascensos/contratos';
import { api } from '@/lib/api-client';
import { clavesAscensos } from './claves';

interface AscensoGuardado {
  message: string;
  ascenso: Ascenso;
}

/** GET /ascensos: the caller's proposals, decisions and the pending ones they may decide. */
export const ascensosQueryOptions = () =>
  queryOptions({
    queryKey: clavesAscensos.lista,
    queryFn: ({ signal }) => api.get<{ ascensos: Ascenso[] }>('/ascensos', { signal }),
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
      api.get<Candidato>(`/ascensos/candidato?usuario=${encodeURIComponent(usuario ?? '')}`, {
        signal,
      }),
    enabled: usuario !== null,
  });
}

function useMutacionAscensos<I>(fn: (input: I) => Promise<AscensoGuardado>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesAscensos.todos }),
  });
}

/** POST /ascensos */
export const useProponerAscenso = () =>
  useMutacionAscensos((body: CrearAscensoBody) => api.post<AscensoGuardado>('/ascensos', body));

/** PATCH /ascensos/{id} */
export const useDecidirAscenso = () =>
  useMutacionAscensos(({ id, ...body }: DecidirAscensoBody & { id: number }) =>
    api.patch<AscensoGuardado>(`/ascensos/${id}`, body),
  );
