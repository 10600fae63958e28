import type { AccionLote, LoteBody, ResultadoLote } from '@mchabbo/shared/tiempos/acciones';
import type { Ctx } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { confirmar } from './tiempos.confirmar';
import { pausar, reanudar } from './tiempos.pausar';

const PARTICIPIO: Record<AccionLote, string> = {
  pausar: 'pausados',
  reanudar: 'reanudados',
  confirmar: 'confirmados',
};

/** "3 tiempos confirmados.", "2 de 3 tiempos pausados." */
function resumen(accion: AccionLote, hechos: number, total: number) {
  const participio = PARTICIPIO[accion];
  if (total === 1) return `${hechos === 1 ? '1' : 'Ningún'} tiempo ${participio.slice(0, -1)}.`;
  return hechos === total
    ? `${total} tiempos ${participio}.`
    : `${hechos} de ${total} tiempos ${participio}.`;
}

/** One timer of a batch, by the single action's own use case (its rules and transaction). */
async function uno(
  ctx: Ctx,
  usuario: Actor,
  accion: AccionLote,
  id: number,
): Promise<ResultadoLote> {
  if (accion === 'confirmar') {
    const r = await confirmar(ctx, usuario, id);
    return { id, ok: true, message: r.message, deshacer_segundos: r.deshacer_segundos };
  }
  const r = await (accion === 'pausar' ? pausar : reanudar)(ctx, usuario, id);
  return { id, ok: true, message: `${r.message}: ${r.tiempo.usuario}.` };
}

/**
 * Several timers at once (docs/reglas.md, Timers 6.18): each in its own transaction,
 * by the rules of the single action, in the order sent (an id sent twice counts once).
 * A refusal of one timer is its result and the others go on; an ended session stops
 * the batch (401) as it would any call.
 */
export async function lote(ctx: Ctx, usuario: Actor, { accion, ids }: LoteBody) {
  const resultados: ResultadoLote[] = [];
  for (const id of new Set(ids)) {
    try {
      resultados.push(await uno(ctx, usuario, accion, id));
    } catch (err) {
      if (!(err instanceof DomainError) || err.status === 401) throw err;
      resultados.push({ id, ok: false, message: err.message });
    }
  }
  const hechos = resultados.filter((r) => r.ok).length;
  return { message: resumen(accion, hechos, resultados.length), resultados };
}
