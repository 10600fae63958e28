import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidirSolicitud } from '@mchabbo/shared/cambio-nombre/api';
import { llamar } from '@/lib/llamar';
import { solicitudesQueryOptions } from './get-solicitudes';

/** PATCH /user/change-name/{id} `{aprobado: false}`: rejects the request; the reason is optional. */
function rechazarSolicitud({ id, motivo }: { id: number; motivo?: string }) {
  return llamar(decidirSolicitud, {
    params: { id },
    body: { aprobado: false, ...(motivo ? { motivo } : {}) },
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
