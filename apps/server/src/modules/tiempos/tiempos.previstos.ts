import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import { inicioSemanaPaga, pagoDeConfirmacion } from '@mchabbo/shared/paga/reglas';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import type { Ctx } from '../../lib/context';
import type { Instantanea } from '../../lib/lecturas';
import type { Actor } from '../../lib/actor';
import { presentar, segundosDe } from './tiempos.reglas';
import * as repo from './tiempos.acciones.repository';
import type { FilaTiempo } from './tiempos.repository';

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
  filas: FilaTiempo[],
  instante: Date,
  ajustes: Pick<Ajustes, 'zona_horaria' | 'max_turno_horas'>,
): Promise<TiempoListado[]> {
  const semana = inicioSemanaPaga(instante, ajustes.zona_horaria);
  const ids = [...new Set(filas.map((t) => t.usuarioId))];
  const turnos = await ctx.lecturas.leer(
    usuario.instantanea satisfies Instantanea,
    `tiempos:semana-de-abiertos:${semana}`,
    () => repo.turnosSemanaDe(ctx.db, semana, ids),
  );
  const porPersona = new Map<number, { segundos: number[]; conBono: boolean }>();
  for (const x of turnos) {
    const suyos = porPersona.get(x.usuarioId) ?? { segundos: [], conBono: false };
    suyos.segundos.push(x.segundos ?? 0);
    suyos.conBono ||= x.bono > 0;
    porPersona.set(x.usuarioId, suyos);
  }
  const maximo = Math.round(ajustes.max_turno_horas * 3600);
  return filas.map((t) => {
    const base = presentar(t, usuario, instante);
    if (t.pago1h === null || t.pago2h === null || t.pago3h === null || t.pagoSemanal === null) {
      return { ...base, creditos_previstos: 0, bono_previsto: 0 };
    }
    const suyos = porPersona.get(t.usuarioId);
    const { creditos, bono } = pagoDeConfirmacion(
      Math.min(segundosDe(t, instante), maximo),
      {
        pago_1h: t.pago1h,
        pago_2h: t.pago2h,
        pago_3h: t.pago3h,
        pago_semanal: t.pagoSemanal,
        requisito_hrs: t.requisitoHrs ?? '0',
        requisito_times: t.requisitoTimes ?? '0',
      },
      suyos?.segundos ?? [],
      suyos?.conBono ?? false,
    );
    return { ...base, creditos_previstos: creditos, bono_previsto: bono };
  });
}
