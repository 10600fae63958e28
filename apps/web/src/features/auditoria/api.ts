import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listarAuditoria } from '@mchabbo/shared/auditoria/api';
import { llamar } from '@/lib/llamar';
import { clavesAuditoria, type FiltrosAuditoria } from './claves';

/** GET /auditoria, 50 a page ("Cargar más" asks for the next): a paged read, not `opcionesDe`. */
export const auditoriaQueryOptions = (filtros: FiltrosAuditoria) =>
  infiniteQueryOptions({
    queryKey: clavesAuditoria.eventos(filtros),
    queryFn: ({ pageParam, signal }) =>
      llamar(listarAuditoria, { query: { ...filtros, cursor: pageParam } }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (ultima) => ultima.siguiente,
  });

/** The audit trail, newest first. */
export function useAuditoria(filtros: FiltrosAuditoria) {
  return useInfiniteQuery(auditoriaQueryOptions(filtros));
}
