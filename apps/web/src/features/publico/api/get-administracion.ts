import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MiembroAdministracion } from '@mchabbo/shared/publico/contratos';
import { api } from '@/lib/api-client';
import { clavesPublico } from './claves';

interface AdministracionResponse {
  miembros: MiembroAdministracion[];
}

export function getAdministracion(signal?: AbortSignal): Promise<AdministracionResponse> {
  return api.get<AdministracionResponse>('/publico/administracion', { signal });
}

export const administracionQueryOptions = () =>
  queryOptions({
    queryKey: clavesPublico.administracion,
    queryFn: ({ signal }) => getAdministracion(signal),
    staleTime: 5 * 60_000,
  });

export function useAdministracion() {
  return useQuery(administracionQueryOptions());
}
