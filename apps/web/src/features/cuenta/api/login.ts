import { useMutation } from '@tanstack/react-query';
import { iniciarSesion } from '@mchabbo/shared/cuenta/api';
import type { LoginBody, LoginResponse } from '@mchabbo/shared/cuenta/contratos';
import { llamar } from '@/lib/llamar';
import { saveSession } from '@/lib/session';

/** POST /user/login; a 401 here means wrong credentials, not an ended session. */
export function useLogin({ onSuccess }: { onSuccess?: (data: LoginResponse) => void } = {}) {
  return useMutation({
    mutationFn: (body: LoginBody) => llamar(iniciarSesion, { body }, { endSessionOn401: false }),
    onSuccess: (data) => {
      saveSession(data.access_token, data.user);
      onSuccess?.(data);
    },
  });
}
