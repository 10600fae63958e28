import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditoriaResponse } from '@mchabbo/shared/auditoria/contratos';
import { api } from '@/lib/api-client';
import { consulta } from '@/lib/descargar';
import { clavesAuditoria, type FiltrosAuditoria } from './claves';

export const auditoriaQueryOptions = (filtros: FiltrosAuditoria) =>
  infiniteQueryOptions({
    queryKey: clavesAuditoria.eventos(filtros),
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditoriaResponse>(`/auditoria${consulta({ ...filtros, cursor: pageParam })}`, {
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (ultima) => ultima.siguiente,
  });

/** The audit trail, newest first, 50 a page. */
export function useAuditoria(filtros: FiltrosAuditoria) {
  return useInfiniteQuery(auditoriaQueryOptions(filtros));
}
