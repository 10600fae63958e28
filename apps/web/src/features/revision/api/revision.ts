import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { advertir } from '@mchabbo/shared/advertencias/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import {
  avisarRevision,
  miRevision,
  revisarAhora,
  verRevision,
} from '@mchabbo/shared/revision/api';
import { llamar } from '@/lib/llamar';
import { clavesRevision } from './claves';

/** GET /revision: the staff as Habbo last showed them, flagged first. */
export const revisionQueryOptions = () =>
  queryOptions({
    queryKey: clavesRevision.todas,
    queryFn: ({ signal }) => llamar(verRevision, {}, { signal }),
  });

const RONDA = ['revision', 'ronda'] as const;

/** The roster check; read again every 2 s while a round runs (its progress). */
export function useRevision() {
  const siguiendo = useIsMutating({ mutationKey: RONDA }) > 0;
  return useQuery({
    ...revisionQueryOptions(),
    refetchInterval: (q) => (siguiendo || q.state.data?.en_curso ? 2000 : false),
  });
}

function useMutacionRevision<I, R>(fn: (input: I) => Promise<R>, mutationKey?: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clavesRevision.todas }),
  });
}

/** POST /revision: a round now. */
export const useRevisarAhora = () => useMutacionRevision(() => llamar(revisarAhora, {}), RONDA);

/** POST /revision/{id}/aviso: a notification to the person. */
export const useAvisarRevision = () =>
  useMutacionRevision((id: number) => llamar(avisarRevision, { params: { id } }));

/** POST /advertencias: the warning form of Revisión, filled in. */
export const useAdvertirDesdeRevision = () =>
  useMutacionRevision((body: EntradasDe<typeof advertir>['body']) => llamar(advertir, { body }));

/** GET /revision/mia: the caller's own motto as the last round read it. */
export function useMiRevision() {
  return useQuery({
    queryKey: [...clavesRevision.todas, 'mia'] as const,
    queryFn: ({ signal }) => llamar(miRevision, {}, { signal }),
  });
}
