import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CodigoResponse,
  RecuperarConfirmarBody,
  VerificarBody,
} from '@mchabbo/shared/cuenta/verificacion';
import { api } from '@/lib/api-client';
import { clavesCuenta } from './claves';

/** What a code is asked for: registering or verifying, or recovering a password. */
export type UsoCodigo = 'verificacion' | 'recuperar';

/** POST /user/verificacion or /user/recuperar: a code to put in the Habbo motto. */
export function pedirCodigo(uso: UsoCodigo, nameUser: string): Promise<CodigoResponse> {
  return api.post<CodigoResponse>(`/user/${uso}`, { nameUser });
}

export function usePedirCodigo(uso: UsoCodigo) {
  return useMutation({ mutationFn: (nameUser: string) => pedirCodigo(uso, nameUser) });
}

/** POST /user/verificar: the signed-in person proves their Habbo account. */
export function useVerificarHabbo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificarBody) => api.post<{ message: string }>('/user/verificar', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesCuenta.perfiles }),
  });
}

/** POST /user/recuperar/confirmar: a new password with the code in the Habbo motto. */
export function useRecuperarClave() {
  return useMutation({
    mutationFn: (body: RecuperarConfirmarBody) =>
      api.post<{ message: string }>('/user/recuperar/confirmar', body),
  });
}
