import { useMutation } from '@tanstack/react-query';
import { iniciarSesion } from '@mchabbo/shared/cuenta/api';
import type { LoginBody } from '@mchabbo/shared/cuenta/contratos';
import { llamar } from '@/lib/llamar';
import { saveSession } from '@/lib/session';

/** POST /user/login; a 401 here means wrong credentials, not an ended session. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => llamar(iniciarSesion, { body }, { endSessionOn401: false }),
    onSuccess: (data) => saveSession(data.access_token, data.user),
  });
}
