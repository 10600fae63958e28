import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrearMembresiaBody, Membresia } from '@mchabbo/shared/membresias/contratos';
import { api } from '@/lib/api-client';
import { clavesMembresias } from './claves';

interface MembresiaGuardada {
  message: string;
  membresia: Membresia;
}

/** POST /membresias; the server checks that `encargado` is the caller. */
export function crearMembresia(
  body: Omit<CrearMembresiaBody, 'requisito_hrs' | 'requisito_times'> &
    Partial<Pick<CrearMembresiaBody, 'requisito_hrs' | 'requisito_times'>>,
): Promise<MembresiaGuardada> {
  return api.post<MembresiaGuardada>('/membresias', body);
}

export function useCrearMembresia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: crearMembresia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesMembresias.todas }),
  });
}
