import { queryOptions, useQuery } from '@tanstack/react-query';
import { buscarUsuario } from '@mchabbo/shared/usuarios/api';
import { llamar } from '@/lib/llamar';
import { clavesUsuarios } from '../claves';

/** POST /user/by-name: the administration's lookup of one person. */
export const fichaUsuarioQueryOptions = (username: string) =>
  queryOptions({
    queryKey: clavesUsuarios.ficha(username),
    queryFn: ({ signal }) => llamar(buscarUsuario, { body: { username } }, { signal }),
    // Every search shows the person as they are now.
    staleTime: 0,
  });

/** The person named `username`; idle while the name is empty. */
export function useFichaUsuario(username: string) {
  return useQuery({ ...fichaUsuarioQueryOptions(username), enabled: username !== '' });
}
