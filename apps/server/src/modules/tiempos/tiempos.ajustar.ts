import * as cron from '@mchabbo/shared/tiempos/cronometro';
import { mensajeAjusteMaximo, type AjustarBody } from '@mchabbo/shared/tiempos/contratos';
import type { Ctx } from '../../lib/context';
import { conflicto } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { operar, type Accion } from './tiempos.operar';
import { cronometroDe, segundosDe } from './tiempos.reglas';

/**
 * Takes seconds off (or adds them), never below zero, and never past the maximum shift
 * (docs/reglas.md, Timers): an addition that would pass it is refused.
 */
function ajuste(deltaSegundos: number): Accion {
  return (t, instante, maximo) => {
    const { ajusteSegundos } = cron.ajustar(cronometroDe(t), instante.getTime(), deltaSegundos);
    if (deltaSegundos > 0 && segundosDe({ ...t, ajusteSegundos }, instante) > maximo) {
      throw conflicto(mensajeAjusteMaximo(maximo / 3600));
    }
    return { ajusteSegundos };
  };
}

/** '-5': takes five minutes off. */
export const restarCinco = (ctx: Ctx, u: Actor, id: number) =>
  operar(ctx, u, id, 'restar-5', ajuste(-cron.RESTA_RAPIDA_SEGUNDOS));

/** Ajustar: adds or takes the given whole minutes. */
export const ajustar = (ctx: Ctx, u: Actor, datos: AjustarBody) =>
  operar(
    ctx,
    u,
    datos.id,
    'ajustar',
    ajuste((datos.tipo === 'Sumar' ? 1 : -1) * datos.minutos * 60),
  );
