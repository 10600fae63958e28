import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import type { UsoSelector } from '@mchabbo/shared/usuarios/personas';
import { api } from '@/lib/api-client';
import { clavesUsuarios } from '@/features/usuarios/api/claves';

/** GET /user/elegibles?para=: everyone the caller may choose in one picker. */
export function getElegibles(para: UsoSelector, signal?: AbortSignal): Promise<PersonaResumen[]> {
  return api.get<PersonaResumen[]>(`/user/elegibles?para=${para}`, { signal });
}

/** Who a picker offers; every picker of one use shares the cached list. */
export const elegiblesQueryOptions = (para: UsoSelector) =>
  queryOptions({
    queryKey: clavesUsuarios.elegibles(para),
    queryFn: ({ signal }) => getElegibles(para, signal),
  });

/**
 * The people the signed-in user may choose for `para` (docs/reglas.md, Finding people
 * 27.3): what every person picker offers, whichever feature it belongs to.
 */
export function useElegibles(para: UsoSelector) {
  return useQuery(elegiblesQueryOptions(para));
}
