import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Advertencia, Propuestos } from '@mchabbo/shared/advertencias/contratos';
import { api } from '@/lib/api-client';
import { clavesAdvertencias } from './claves';

interface AdvertenciaGuardada {
  message: string;
  advertencia: Advertencia;
}

/** GET /advertencias?usuario=: one person's warnings, newest first. */
export const advertenciasQueryOptions = (usuario: string) =>
  queryOptions({
    queryKey: clavesAdvertencias.de(usuario),
    queryFn: ({ signal }) =>
      api.get<{ advertencias: Advertencia[] }>(
        `/advertencias?usuario=${encodeURIComponent(usuario)}`,
        { signal },
      ),
    select: (data) => data.advertencias,
  });

export function useAdvertencias(usuario: string) {
  return useQuery(advertenciasQueryOptions(usuario));
}

/** GET /advertencias/propuestos: people with as many active warnings as the setting. */
export function usePropuestos() {
  return useQuery({
    queryKey: clavesAdvertencias.propuestos,
    queryFn: ({ signal }) => api.get<Propuestos>('/advertencias/propuestos', { signal }),
  });
}

function useMutacionAdvertencias<I>(fn: (input: I) => Promise<AdvertenciaGuardada>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesAdvertencias.todas }),
  });
}

/** POST /advertencias */
export const useAdvertir = () =>
  useMutacionAdvertencias((body: { usuario: string; motivo: string }) =>
    api.post<AdvertenciaGuardada>('/advertencias', body),
  );

/** DELETE /advertencias/{id}: retire (it stays, inactive). */
export const useRetirarAdvertencia = () =>
  useMutacionAdvertencias((id: number) => api.delete<AdvertenciaGuardada>(`/advertencias/${id}`));
