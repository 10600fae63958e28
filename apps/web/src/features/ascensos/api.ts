import { useQuery } from '@tanstack/react-query';
import {
  decidirAscenso,
  listarAscensos,
  obtenerCandidato,
  proponerAscenso,
} from '@mchabbo/shared/ascensos/api';
import type { CrearAscensoBody, DecidirAscensoBody } from '@mchabbo/shared/ascensos/contratos';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesAscensos } from './claves';

/** GET /ascensos: the caller's proposals, decisions and the pending ones they may decide. */
export const ascensosQueryOptions = () =>
  opcionesDe(listarAscensos, {}, clavesAscensos.lista, { select: (data) => data.ascensos });

export function useAscensos() {
  return useQuery(ascensosQueryOptions());
}

/** GET /ascensos/candidato: a person's post and the missions the caller may propose. */
export function useCandidato(usuario: string | null) {
  return useQuery(
    opcionesDe(
      obtenerCandidato,
      { query: { usuario: usuario ?? '' } },
      clavesAscensos.candidato(usuario ?? ''),
      { enabled: usuario !== null },
    ),
  );
}

const RELEER = { releer: [clavesAscensos.todos] };

/** POST /ascensos */
export const useProponerAscenso = () =>
  useMutacion((body: CrearAscensoBody) => llamar(proponerAscenso, { body }), RELEER);

/** PATCH /ascensos/{id} */
export const useDecidirAscenso = () =>
  useMutacion(
    ({ id, ...body }: DecidirAscensoBody & { id: number }) =>
      llamar(decidirAscenso, { params: { id }, body }),
    RELEER,
  );
