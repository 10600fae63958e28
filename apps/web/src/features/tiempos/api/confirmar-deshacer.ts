import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmarTiempo, deshacerConfirmacion, operarLote } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

/** The confirmations that went through, and what to say. */
export interface Confirmaciones {
  message: string;
  /** The timers confirmed, which "Deshacer" may put back. */
  ids: number[];
  /** Seconds left to undo them. */
  deshacerSegundos: number;
  /** The timers refused, with the server's reason. */
  rechazos: { id: number; message: string }[];
}

/**
 * Confirms one timer (`POST /tiempos/confirmar`) or several (`POST /tiempos/lote`, each
 * with the single action's rules; docs/reglas.md, Timers 6.17 and 6.18).
 */
async function confirmarTiempos(ids: number[]): Promise<Confirmaciones> {
  const [id] = ids;
  if (ids.length === 1 && id !== undefined) {
    const r = await llamar(confirmarTiempo, { body: { id, confirmado: true } });
    return { message: r.message, ids: [id], deshacerSegundos: r.deshacer_segundos, rechazos: [] };
  }
  const r = await llamar(operarLote, { body: { accion: 'confirmar', ids } });
  const hechos = r.resultados.filter((x) => x.ok);
  return {
    message: r.message,
    ids: hechos.map((x) => x.id),
    deshacerSegundos: Math.min(...hechos.map((x) => x.deshacer_segundos ?? 0), 600),
    rechazos: r.resultados.filter((x) => !x.ok).map(({ id: i, message }) => ({ id: i, message })),
  };
}

/**
 * Undoes confirmations (`POST /tiempos/deshacer`, one by one). Stops at the first
 * refusal, whose message the error carries; the list is read again either way.
 */
async function deshacerConfirmaciones(ids: number[]): Promise<string> {
  let mensaje = '';
  for (const id of ids) {
    mensaje = (await llamar(deshacerConfirmacion, { body: { id } })).message;
  }
  return ids.length === 1 ? mensaje : `${ids.length} confirmaciones deshechas.`;
}

/** Runs `fn`, then reads the timers (and the ranking, the summary) again before settling. */
function useMutacionTiempos<T, R>(fn: (v: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clavesTiempos.todas }),
  });
}

export function useConfirmarTiempos() {
  return useMutacionTiempos(confirmarTiempos);
}

export function useDeshacerConfirmaciones() {
  return useMutacionTiempos(deshacerConfirmaciones);
}
