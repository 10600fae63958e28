import { useQuery } from '@tanstack/react-query';
import {
  decidirAusencia,
  listarAusencias,
  retirarAusencia,
  solicitarAusencia,
} from '@mchabbo/shared/ausencias/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesAusencias } from './claves';

/** GET /ausencias: one's own requests, plus those the caller may decide on. */
export const ausenciasQueryOptions = () =>
  opcionesDe(listarAusencias, {}, clavesAusencias.todas, { select: (data) => data.ausencias });

export function useAusencias() {
  return useQuery(ausenciasQueryOptions());
}

const RELEER = { releer: [clavesAusencias.todas] };

/** POST /ausencias: a leave request for oneself. */
export const useSolicitarAusencia = () =>
  useMutacion(
    (body: EntradasDe<typeof solicitarAusencia>['body']) => llamar(solicitarAusencia, { body }),
    RELEER,
  );

/** PATCH /ausencias/{id}: approve or reject. */
export const useDecidirAusencia = () =>
  useMutacion(
    ({ id, aprobada }: { id: number; aprobada: boolean }) =>
      llamar(decidirAusencia, { params: { id }, body: { aprobada } }),
    RELEER,
  );

/** DELETE /ausencias/{id}: withdraw one's own pending request. */
export const useRetirarAusencia = () =>
  useMutacion((id: number) => llamar(retirarAusencia, { params: { id } }), RELEER);
