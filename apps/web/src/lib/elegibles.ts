import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarElegibles } from '@mchabbo/shared/usuarios/api';
import type { UsoSelector } from '@mchabbo/shared/usuarios/personas';
import { llamar } from '@/lib/llamar';
import { clavesUsuarios } from '@/features/usuarios/claves';

/** GET /user/elegibles?para=: who a picker offers; every picker of one use shares the list. */
export const elegiblesQueryOptions = (para: UsoSelector) =>
  queryOptions({
    queryKey: clavesUsuarios.elegibles(para),
    queryFn: ({ signal }) => llamar(listarElegibles, { query: { para } }, { signal }),
  });

/**
 * The people the signed-in user may choose for `para` (docs/reglas.md, Finding people
 * 27.3): what every person picker offers, whichever feature it belongs to.
 */
export function useElegibles(para: UsoSelector) {
  return useQuery(elegiblesQueryOptions(para));
}
