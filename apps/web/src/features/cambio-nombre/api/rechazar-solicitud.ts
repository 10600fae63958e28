import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import { api } from '@/lib/api-client';
import { solicitudesQueryOptions } from './get-solicitudes';

interface SolicitudRechazada {
  message: string;
  solicitud: SolicitudCambioNombre;
}

/** PATCH /user/change-name/{id} `{aprobado: false}`: rejects the request; the reason is optional. */
export function rechazarSolicitud({
  id,
  motivo,
}: {
  id: number;
  motivo?: string;
}): Promise<SolicitudRechazada> {
  return api.patch<SolicitudRechazada>(`/user/change-name/${id}`, {
    aprobado: false,
    ...(motivo ? { motivo } : {}),
  });
}

export function useRechazarSolicitud() {
  const queryClient = useQueryClient();
  const { queryKey } = solicitudesQueryOptions();
  return useMutation({
    mutationFn: rechazarSolicitud,
    onSuccess: async (data, { id }) => {
      queryClient.setQueryData(queryKey, (lista) =>
        lista?.map((s) => (s.id === id && data?.solicitud ? data.solicitud : s)),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
