import * as cron from '@mchabbo/shared/tiempos/cronometro';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import type { Ctx } from '../../lib/context';
import { conflicto } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { operar, type Accion } from './tiempos.operar';
import { cronometroDe, segundosDe } from './tiempos.reglas';

const acciones = {
  pausar: (t, instante) => {
    if (t.estado !== 'activo') throw conflicto(M.yaPausado);
    const c = cron.pausar(cronometroDe(t), instante.getTime());
    return {
      estado: 'pausado',
      pausadoDesde: new Date(c.pausadoDesde ?? instante.getTime()),
      pausasCount: t.pausasCount + 1,
    };
  },
  reanudar: (t, instante, maximo) => {
    if (t.estado !== 'pausado') throw conflicto(M.noPausado);
    if (segundosDe(t, instante) >= maximo) throw conflicto(M.turnoMaximo);
    const c = cron.reanudar(cronometroDe(t), instante.getTime());
    return {
      estado: 'activo',
      pausadoDesde: null,
      segundosPausados: c.segundosPausados,
      olvidado: false,
    };
  },
} satisfies Record<string, Accion>;

/** Pausar: stops the clock and counts one more pause. */
export const pausar = (ctx: Ctx, u: Actor, id: number) =>
  operar(ctx, u, id, 'pausar', acciones.pausar);

/** Reanudar: restarts the clock (not past the maximum shift) and clears the forgotten flag. */
export const reanudar = (ctx: Ctx, u: Actor, id: number) =>
  operar(ctx, u, id, 'reanudar', acciones.reanudar);
