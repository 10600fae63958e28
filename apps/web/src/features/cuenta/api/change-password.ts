import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cambiarClave } from '@mchabbo/shared/cuenta/api';
import type { CambioClaveBody } from '@mchabbo/shared/cuenta/contratos';
import { llamar } from '@/lib/llamar';
import { saveSession } from '@/lib/session';
import { clavesCuenta } from '../claves';

/**
 * PATCH /user/change-password. The server revokes every other token and returns a
 * fresh one. A 401 may mean "wrong current password", so it does not end the session.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CambioClaveBody) =>
      llamar(cambiarClave, { body }, { endSessionOn401: false }),
    onSuccess: async (data) => {
      if (data?.access_token && data.user) saveSession(data.access_token, data.user);
      await queryClient.invalidateQueries({ queryKey: clavesCuenta.perfiles });
    },
  });
}
