import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ClaveGenerada {
  clave: string;
  message: string;
}

/** POST /user/generar-clave: a temporary password, shown once; it ends their sessions. */
export function generarClave(id: number): Promise<ClaveGenerada> {
  return api.post<ClaveGenerada>('/user/generar-clave', { id });
}

export function useGenerarClave() {
  return useMutation({ mutationFn: generarClave });
}
