import { useIsMutating, useQuery } from '@tanstack/react-query';
import { advertir } from '@mchabbo/shared/advertencias/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import {
  avisarRevision,
  miRevision,
  revisarAhora,
  verRevision,
} from '@mchabbo/shared/revision/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesRevision } from './claves';

/** GET /revision: the staff as Habbo last showed them, flagged first. */
export const revisionQueryOptions = () => opcionesDe(verRevision, {}, clavesRevision.todas);

/** The roster check; read again every 2 s while a round runs (its progress). */
export function useRevision() {
  const siguiendo = useIsMutating({ mutationKey: clavesRevision.ronda }) > 0;
  return useQuery({
    ...revisionQueryOptions(),
    refetchInterval: (q) => (siguiendo || q.state.data?.en_curso ? 2000 : false),
  });
}

/** A write of Revisión: the roster is read again, after a refusal too. */
const RELEER = { releer: [clavesRevision.todas], tambienSiFalla: true };

/** POST /revision: a round now. */
export const useRevisarAhora = () =>
  useMutacion(() => llamar(revisarAhora, {}), { ...RELEER, clave: clavesRevision.ronda });

/** POST /revision/{id}/aviso: a notification to the person. */
export const useAvisarRevision = () =>
  useMutacion((id: number) => llamar(avisarRevision, { params: { id } }), RELEER);

/** POST /advertencias: the warning form of Revisión, filled in. */
export const useAdvertirDesdeRevision = () =>
  useMutacion((body: EntradasDe<typeof advertir>['body']) => llamar(advertir, { body }), RELEER);

/** GET /revision/mia: the caller's own motto as the last round read it. */
export function useMiRevision() {
  return useQuery(opcionesDe(miRevision, {}, clavesRevision.mia));
}
