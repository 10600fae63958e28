import { ahora, type Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { aplicar, cargarParaOperar } from './tiempos.cambios';
import { barrerOlvidados, hayOlvidados } from './tiempos.olvidados';
import { presentar, type EstadoMutable } from './tiempos.reglas';
import type { FilaTiempo } from './tiempos.repository';

/**
 * What the simple actions on one running or paused timer share (pause, resume, -5 and
 * adjust: `tiempos.pausar.ts`, `tiempos.ajustar.ts`): the new clock values an action
 * gives a locked timer, or its refusal.
 */
export type Accion = (t: FilaTiempo, instante: Date, maximo: number) => Partial<EstadoMutable>;

const MENSAJE_ACCION = {
  pausar: 'Tiempo pausado',
  reanudar: 'Tiempo reanudado',
  'restar-5': 'Se restaron 5 minutos',
  ajustar: 'Tiempo ajustado',
} as const;

/** Runs one action on one timer: lock, check, change, record, announce. */
export async function operar(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  accion: keyof typeof MENSAJE_ACCION,
  cambio: Accion,
) {
  const { max_turno_horas } = await ajustesVigentes(ctx);
  return ctx.db.transaction(async (tx) => {
    let { t } = await cargarParaOperar(tx, usuario, id);
    const instante = ahora(ctx);
    // A timer left running past the maximum is paused as forgotten before the action.
    if (hayOlvidados([t], instante, max_turno_horas)) {
      await barrerOlvidados(ctx, max_turno_horas, { tx, id });
      ({ t } = await cargarParaOperar(tx, usuario, id));
    }
    const valores = cambio(t, instante, Math.round(max_turno_horas * 3600));
    const [nuevo] = await aplicar(tx, ctx.eventos, [t], {
      accion,
      actorId: usuario.id,
      instante,
      valores,
    });
    return { message: MENSAJE_ACCION[accion], tiempo: presentar(nuevo ?? t, usuario, instante) };
  });
}
