import { queryOptions, useQuery } from '@tanstack/react-query';
import { leerPerfil } from '@mchabbo/shared/cuenta/api';
import { llamar } from '@/lib/llamar';
import { clavesCuenta } from '../claves';

/** GET /user/perfil/{name} */
export const perfilQueryOptions = (name: string) =>
  queryOptions({
    queryKey: clavesCuenta.perfil(name),
    queryFn: ({ signal }) => llamar(leerPerfil, { params: { name } }, { signal }),
  });

export function usePerfil(name: string) {
  return useQuery(perfilQueryOptions(name));
}
