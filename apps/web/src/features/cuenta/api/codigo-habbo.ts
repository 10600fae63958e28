import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  confirmarRecuperacion,
  pedirCodigoRecuperacion,
  pedirCodigoVerificacion,
  verificarCuenta,
} from '@mchabbo/shared/cuenta/api';
import type { RecuperarConfirmarBody, VerificarBody } from '@mchabbo/shared/cuenta/verificacion';
import { llamar } from '@/lib/llamar';
import { clavesCuenta } from '../claves';

/** What a code is asked for: registering or verifying, or recovering a password. */
export type UsoCodigo = 'verificacion' | 'recuperar';

const PEDIR_CODIGO = {
  verificacion: pedirCodigoVerificacion,
  recuperar: pedirCodigoRecuperacion,
} as const;

/** POST /user/verificacion or /user/recuperar: a code to put in the Habbo motto. */
export function usePedirCodigo(uso: UsoCodigo) {
  return useMutation({
    mutationFn: (nameUser: string) => llamar(PEDIR_CODIGO[uso], { body: { nameUser } }),
  });
}

/** POST /user/verificar: the signed-in person proves their Habbo account. */
export function useVerificarHabbo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificarBody) => llamar(verificarCuenta, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesCuenta.perfiles }),
  });
}

/** POST /user/recuperar/confirmar: a new password with the code in the Habbo motto. */
export function useRecuperarClave() {
  return useMutation({
    mutationFn: (body: RecuperarConfirmarBody) => llamar(confirmarRecuperacion, { body }),
  });
}
