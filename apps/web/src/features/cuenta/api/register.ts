import { useMutation } from '@tanstack/react-query';
import { registrarCuenta } from '@mchabbo/shared/cuenta/api';
import type { RegisterBody } from '@mchabbo/shared/cuenta/contratos';
import { llamar } from '@/lib/llamar';
import { saveSession } from '@/lib/session';

/**
 * POST /user/register: creates a guest account (nivel 7) and signs it in: the answer's
 * session is stored as a sign-in's (docs/reglas.md, Accounts and names 4.5).
 */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => llamar(registrarCuenta, { body }),
    onSuccess: (data) => saveSession(data.access_token, data.user),
  });
}
