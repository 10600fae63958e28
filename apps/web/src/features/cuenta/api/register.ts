import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { api } from '@/lib/api-client';

interface RegisterResponse {
  message: string;
  user: SessionUser;
}

/** POST /user/register: creates a guest account (nivel 7); it does not sign in. */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return api.post<RegisterResponse>('/user/register', body);
}

export function useRegister({ onSuccess }: { onSuccess?: (data: RegisterResponse) => void } = {}) {
  return useMutation({ mutationFn: register, onSuccess });
}
