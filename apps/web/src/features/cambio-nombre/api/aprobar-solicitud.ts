import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import { api } from '@/lib/api-client';
import { solicitudesQueryOptions } from './get-solicitudes';
import { clavesUsuarios } from '@/features/usuarios/api/claves';

interface SolicitudAprobada {
  message: string;
  solicitud: SolicitudCambioNombre;
}

/** PATCH /user/change-name/{id}: approves the request and renames the account. */
export function aprobarSolicitud(id: number): Promise<SolicitudAprobada> {
  return api.patch<SolicitudAprobada>(`/user/change-name/${id}`, { aprobado: true });
}

export function useAprobarSolicitud() {
  const queryClient = useQueryClient();
  const { queryKey } = solicitudesQueryOptions();
  return useMutation({
    mutationFn: aprobarSolicitud,
    onSuccess: async (data, id) => {
      queryClient.setQueryData(queryKey, (lista) =>
        lista?.map((s) =>
          s.id === id ? (data?.solicitud ?? { ...s, aprobado: true, estado: 'aprobado' }) : s,
        ),
      );
      // Names shown elsewhere (people lists) change with the account.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: clavesUsuarios.todas }),
      ]);
    },
  });
}
