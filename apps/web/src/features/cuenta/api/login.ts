import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@mchabbo/shared/cuenta/contratos';
import { api } from '@/lib/api-client';
import { saveSession } from '@/lib/session';

/** POST /user/login; a 401 here means wrong credentials, not an ended session. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/user/login', body, { endSessionOn401: false });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => saveSession(data.access_token, data.user),
  });
}
