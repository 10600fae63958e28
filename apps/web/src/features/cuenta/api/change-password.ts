import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CambioClaveBody, LoginResponse } from '@mchabbo/shared/cuenta/contratos';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';
import { clavesCuenta } from './claves';

interface ChangePasswordResponse extends LoginResponse {
  message: string;
}

/**
 * PATCH /user/change-password. The server revokes every other token and returns a
 * fresh one. A 401 may mean "wrong current password", so it does not end the session.
 */
export function changePassword(body: CambioClaveBody): Promise<ChangePasswordResponse> {
  return api.patch<ChangePasswordResponse>('/user/change-password', body, {
    endSessionOn401: false,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async (data) => {
      if (data?.access_token && data.user) saveSession(data.access_token, data.user);
      await queryClient.invalidateQueries({ queryKey: clavesCuenta.perfiles });
    },
  });
}
