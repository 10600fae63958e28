import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import { api } from '@/lib/api-client';
import { ajustesQueryOptions } from './get-ajustes';

interface AjustesGuardados extends Ajustes {
  message: string;
}

/** PATCH /ajustes with any subset of the settings. */
export function updateAjustes(body: Partial<Ajustes>): Promise<AjustesGuardados> {
  return api.patch<AjustesGuardados>('/ajustes', body);
}

export function useUpdateAjustes({
  onSuccess,
}: { onSuccess?: (data: AjustesGuardados) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAjustes,
    // The answer holds the stored values: it replaces the cached settings directly.
    onSuccess: (data) => {
      queryClient.setQueryData(ajustesQueryOptions().queryKey, {
        porcentaje_dueno: data.porcentaje_dueno,
        zona_horaria: data.zona_horaria,
        max_turno_horas: data.max_turno_horas,
        advertencias_max: data.advertencias_max,
        dias_inactividad: data.dias_inactividad,
        verificar_habbo: data.verificar_habbo,
        deshacer_segundos: data.deshacer_segundos,
        peticion_minutos: data.peticion_minutos,
      });
      onSuccess?.(data);
    },
  });
}
