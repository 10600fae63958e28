import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decidirSolicitud } from '@mchabbo/shared/cambio-nombre/api';
import { llamar } from '@/lib/llamar';
import { solicitudesQueryOptions } from './get-solicitudes';
import { clavesUsuarios } from '@/features/usuarios/claves';

/** PATCH /user/change-name/{id}: approves the request and renames the account. */
export function useAprobarSolicitud() {
  const queryClient = useQueryClient();
  const { queryKey } = solicitudesQueryOptions();
  return useMutation({
    mutationFn: (id: number) =>
      llamar(decidirSolicitud, { params: { id }, body: { aprobado: true } }),
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
