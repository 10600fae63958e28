import { useMutation } from '@tanstack/react-query';
import { registrarCuenta } from '@mchabbo/shared/cuenta/api';
import type { RegisterBody } from '@mchabbo/shared/cuenta/contratos';
import { llamar } from '@/lib/llamar';

/** POST /user/register: creates a guest account (nivel 7); it does not sign in. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => llamar(registrarCuenta, { body }),
  });
}
