import { useQuery } from '@tanstack/react-query';
import type { leerPreferencias } from '@mchabbo/shared/cuenta/api';
import { DIRECCIONES_CUENTA } from '@mchabbo/shared/cuenta/direcciones';
import { opcionesDe } from '@/lib/llamar';
import { clavesCuenta } from './claves';

// Every signed-in page's first load reads the preferences (the router prefetches them, the
// panel's layout applies them): apart from api.ts, by address, so that the entry carries no
// zod contract (lib/llamar.ts).

/** GET /user/preferences/{nameUser} */
export const preferenciasQueryOptions = (nameUser: string) =>
  opcionesDe<typeof leerPreferencias>(
    DIRECCIONES_CUENTA.leerPreferencias,
    { params: { nameUser } },
    clavesCuenta.preferencias(nameUser),
    { staleTime: 5 * 60_000 },
  );

export function usePreferencias(nameUser: string) {
  return useQuery(preferenciasQueryOptions(nameUser));
}
