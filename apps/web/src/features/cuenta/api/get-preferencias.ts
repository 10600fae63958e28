import { queryOptions, useQuery } from '@tanstack/react-query';
import type { leerPreferencias } from '@mchabbo/shared/cuenta/api';
import { DIRECCIONES_CUENTA } from '@mchabbo/shared/cuenta/direcciones';
import { llamar } from '@/lib/llamar';
import { clavesCuenta } from '../claves';

/** GET /user/preferences/{nameUser} */
export const preferenciasQueryOptions = (nameUser: string) =>
  queryOptions({
    queryKey: clavesCuenta.preferencias(nameUser),
    queryFn: ({ signal }) =>
      llamar<typeof leerPreferencias>(
        DIRECCIONES_CUENTA.leerPreferencias,
        { params: { nameUser } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export function usePreferencias(nameUser: string) {
  return useQuery(preferenciasQueryOptions(nameUser));
}
