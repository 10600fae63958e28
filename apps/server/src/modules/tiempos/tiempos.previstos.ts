import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import {
  inicioSemanaPaga,
  pagoDeConfirmacion,
  type PagosMision,
} from '@mchabbo/shared/paga/reglas';
import { segundosTranscurridos } from '@mchabbo/shared/tiempos/cronometro';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import type { Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { fijosDe, presentarFijos, type FijosDeTiempo } from './tiempos.reglas';
import * as repo from './tiempos.acciones.repository';
import type { FilaTiempo } from './tiempos.repository';

/** The pay values of the timer's mission, when it has them all. */
function misionDe(t: FilaTiempo): PagosMision | null {
  if (t.pago1h === null || t.pago2h === null || t.pago3h === null || t.pagoSemanal === null) {
    return null;
  }
  return {
    pago_1h: t.pago1h,
    pago_2h: t.pago2h,
    pago_3h: t.pago3h,
    pago_semanal: t.pagoSemanal,
    requisito_hrs: t.requisitoHrs ?? '0',
    requisito_times: t.requisitoTimes ?? '0',
  };
}

interface Preparado extends FijosDeTiempo {
  mision: PagosMision | null;
}

/**
 * The open timers' rows are kept while the database is unchanged (`tiempos:abiertos`),
 * so what each listing takes from the rows alone is worked out once per kept list.
 */
const preparados = new WeakMap<readonly FilaTiempo[], Preparado[]>();

function preparar(filas: readonly FilaTiempo[]): Preparado[] {
  let hechos = preparados.get(filas);
  if (!hechos) {
    hechos = filas.map((t) => ({ ...fijosDe(t), mision: misionDe(t) }));
    preparados.set(filas, hechos);
  }
  return hechos;
}

interface SemanaDePersona {
  segundos: number[];
  conBono: boolean;
}

/**
 * The open timers as the list shows them, each with what confirming it now would pay
 * (docs/reglas.md, Timers 6.16): the same shared rule the confirmation applies, with
 * the worker's mission now, the time capped at the maximum shift, and the worker's
 * other shifts confirmed this pay week. Those shifts are read in one statement for all
 * the listed workers and kept while the database is unchanged.
 */
export async function presentarConPrevistos(
  ctx: Ctx,
  usuario: Actor,
  filas: readonly FilaTiempo[],
  instante: Date,
  ajustes: Pick<Ajustes, 'zona_horaria' | 'max_turno_horas'>,
  /** Whether each worker is in the hotel (absent: unknown). */
  enHotel: ReadonlyMap<number, boolean | null>,
): Promise<TiempoListado[]> {
  const semana = inicioSemanaPaga(instante, ajustes.zona_horaria);
  const porPersona = await ctx.lecturas.leer(`tiempos:semana-de-abiertos:${semana}`, async () => {
    const ids = [...new Set(filas.map((t) => t.usuarioId))];
    const semanas = new Map<number, SemanaDePersona>();
    for (const x of await repo.turnosSemanaDe(ctx.db, semana, ids)) {
      const suyos = semanas.get(x.usuarioId) ?? { segundos: [], conBono: false };
      suyos.segundos.push(x.segundos ?? 0);
      suyos.conBono ||= x.bono > 0;
      semanas.set(x.usuarioId, suyos);
    }
    return semanas;
  });
  const ms = instante.getTime();
  const maximo = Math.round(ajustes.max_turno_horas * 3600);
  return preparar(filas).map((p) => {
    const segundos = segundosTranscurridos(p.cronometro, ms);
    const en_hotel = enHotel.get(p.fila.usuarioId) ?? null;
    if (!p.mision) {
      return presentarFijos(p, usuario, segundos, {
        creditos_previstos: 0,
        bono_previsto: 0,
        en_hotel,
      });
    }
    const suyos = porPersona.get(p.fila.usuarioId);
    const { creditos, bono } = pagoDeConfirmacion(
      Math.min(segundos, maximo),
      p.mision,
      suyos?.segundos ?? [],
      suyos?.conBono ?? false,
    );
    return presentarFijos(p, usuario, segundos, {
      creditos_previstos: creditos,
      bono_previsto: bono,
      en_hotel,
    });
  });
}
