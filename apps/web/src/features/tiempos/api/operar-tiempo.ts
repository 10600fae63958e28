import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MensajeResponse } from '@mchabbo/shared/comun/errores';
import type { AjustarBody } from '@mchabbo/shared/tiempos/contratos';
import * as api from '@mchabbo/shared/tiempos/api';
import { mensajeDeError } from '@/lib/api-client';
import { llamar } from '@/lib/llamar';
import { ERRORES_TIEMPOS } from '../utils/mensajes';
import { clavesTiempos } from '../claves';

/** One action on one open timer. */
export type AccionTiempo =
  | {
      accion: 'pausar' | 'reanudar' | 'restar-5' | 'cancelar' | 'desligar';
      id: number;
    }
  | ({ accion: 'ajustar' } & AjustarBody);

/** What every action answers that the screen uses: its message. */
type Respuesta = MensajeResponse;

/** The call behind each action on a timer (docs/reglas.md, Timers). */
function operarTiempo(a: AccionTiempo): Promise<Respuesta> {
  switch (a.accion) {
    case 'cancelar':
      return llamar(api.cancelarTiempo, { params: { id: a.id } });
    case 'ajustar':
      return llamar(api.ajustarTiempo, {
        body: { id: a.id, minutos: a.minutos, tipo: a.tipo },
      });
    case 'pausar':
      return llamar(api.pausarTiempo, { body: { id: a.id } });
    case 'reanudar':
      return llamar(api.reanudarTiempo, { body: { id: a.id } });
    case 'restar-5':
      return llamar(api.restarCincoTiempo, { body: { id: a.id } });
    case 'desligar':
      return llamar(api.desligarTiempos, { body: { id: a.id } });
  }
}

const FALLBACK: Record<AccionTiempo['accion'], string> = {
  pausar: ERRORES_TIEMPOS.pausar,
  reanudar: ERRORES_TIEMPOS.pausar,
  'restar-5': ERRORES_TIEMPOS.restar,
  ajustar: ERRORES_TIEMPOS.ajustar,
  cancelar: ERRORES_TIEMPOS.eliminar,
  desligar: ERRORES_TIEMPOS.desligar,
};

/** What the user reads when an action fails: the server's message, else the fallback text. */
export function errorDeAccion(accion: AccionTiempo['accion'], error: unknown): string {
  return mensajeDeError(error, FALLBACK[accion]);
}

/**
 * Runs an action, then reads the list again before settling, so the button keeps its
 * loading state until the row shows the result (confirming is `useConfirmarTiempos`).
 */
export function useOperarTiempo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: operarTiempo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}
