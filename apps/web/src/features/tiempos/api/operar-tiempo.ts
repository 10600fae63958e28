import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjustarBody } from '@mchabbo/shared/tiempos/contratos';
import { api, mensajeDeError } from '@/lib/api-client';
import { ERRORES_TIEMPOS } from '../utils/mensajes';
import { clavesTiempos } from './claves';

/** One action on one open timer. */
export type AccionTiempo =
  | {
      accion: 'pausar' | 'reanudar' | 'restar-5' | 'confirmar' | 'cancelar' | 'desligar';
      id: number;
    }
  | ({ accion: 'ajustar' } & AjustarBody);

interface Respuesta {
  message: string;
}

/** The call behind each action on a timer (docs/reglas.md, Timers). */
export function operarTiempo(a: AccionTiempo): Promise<Respuesta> {
  switch (a.accion) {
    case 'cancelar':
      return api.delete<Respuesta>(`/tiempos/${a.id}`);
    case 'confirmar':
      return api.post<Respuesta>('/tiempos/confirmar', { id: a.id, confirmado: true });
    case 'ajustar':
      return api.post<Respuesta>('/tiempos/ajustar', {
        id: a.id,
        minutos: a.minutos,
        tipo: a.tipo,
      });
    default:
      return api.post<Respuesta>(`/tiempos/${a.accion}`, { id: a.id });
  }
}

const FALLBACK: Record<AccionTiempo['accion'], string> = {
  pausar: ERRORES_TIEMPOS.pausar,
  reanudar: ERRORES_TIEMPOS.pausar,
  'restar-5': ERRORES_TIEMPOS.restar,
  ajustar: ERRORES_TIEMPOS.ajustar,
  cancelar: ERRORES_TIEMPOS.eliminar,
  desligar: ERRORES_TIEMPOS.desligar,
  confirmar: ERRORES_TIEMPOS.enviar,
};

/** What the user reads when an action fails: the server's message, else the fallback text. */
export function errorDeAccion(accion: AccionTiempo['accion'], error: unknown): string {
  return mensajeDeError(error, FALLBACK[accion]);
}

/**
 * Runs an action, then reads the list again before settling, so the button keeps its
 * loading state until the row shows the result. Confirming also changes the ranking
 * and the dashboard, whose keys all start with `clavesTiempos.todas`.
 */
export function useOperarTiempo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: operarTiempo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
