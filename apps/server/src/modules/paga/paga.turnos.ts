import { esTrabajador } from '@mchabbo/shared/niveles/niveles';
import {
  cumpleRequisitoSemanal,
  inicioSemanaPaga,
  pagoDeConfirmacion,
} from '@mchabbo/shared/paga/reglas';
import type { Tx } from '../../db/client';
import * as repo from './paga.repository';

/**
 * The pay of a shift being confirmed (docs/reglas.md, Pay 7.1 and 7.4), inside the
 * confirmation's transaction: the pay week of `instante`, the worker's open entry of
 * that week (created when missing, and locked first, so the week's other shifts read
 * next cannot change), the credits by the worker's mission now and the weekly pay when
 * this shift completes the week's requirement. Answers the pay columns the shift keeps
 * (its mission's pay values snapshotted), or null when the person holds no worker
 * mission (nothing is written then).
 */
export async function acreditarTurno(
  tx: Tx,
  turno: { usuarioId: number; segundos: number; instante: Date; zonaHoraria: string },
) {
  const mision = await repo.misionActual(tx, turno.usuarioId);
  if (!mision || !esTrabajador(mision.nivel)) return null;
  const semana = inicioSemanaPaga(turno.instante, turno.zonaHoraria);
  const pagoId = await repo.entradaAbierta(tx, turno.usuarioId, semana);
  const otros = await repo.turnosDeLaSemana(tx, turno.usuarioId, semana);
  // The same rule the list previews with.
  const { creditos, bono: bonoSemanal } = pagoDeConfirmacion(
    turno.segundos,
    mision,
    otros.map((o) => o.segundos ?? 0),
    otros.some((o) => o.bono > 0),
  );
  return {
    mision: mision.mision,
    rango: mision.rango,
    semana,
    pagoId,
    creditos,
    bonoSemanal,
    /** The shift's pay columns (`tiempos`), written with its confirmation. */
    columnas: {
      mision: mision.mision,
      rango: mision.rango,
      pago1h: mision.pago_1h,
      pago2h: mision.pago_2h,
      pago3h: mision.pago_3h,
      pagoSemanal: mision.pago_semanal,
      requisitoHrs: mision.requisito_hrs,
      requisitoTimes: mision.requisito_times,
      creditos,
      bonoSemanal,
      semana,
      pagoId,
    },
  };
}

/**
 * Locks a shift's pay entry (the order: people, timers, then the entry; docs/desarrollo.md,
 * Locks) and answers whether it is still unpaid; undefined when it does not exist.
 */
export async function entradaSinPagar(tx: Tx, pagoId: number): Promise<boolean | undefined> {
  const pago = await repo.bloquearPago(tx, pagoId);
  return pago && !pago.pagado;
}

/**
 * Decides the week's weekly pay again from the shifts that remain (docs/reglas.md, Pay
 * 7.4): it goes to the shift that completes the requirement now, or to the first one
 * after it in an open entry. A weekly pay already paid stays where it is. Returns the
 * shifts whose weekly pay changed.
 */
export async function recalcularSemana(tx: Tx, usuarioId: number, semana: string) {
  const turnos = await repo.turnosParaRecalcular(tx, usuarioId, semana);
  if (turnos.some((t) => t.pagado && t.bono > 0)) return [];
  const largos: number[] = [];
  let bono = 0;
  let completo = false;
  let receptor: number | null = null;
  for (const t of turnos) {
    largos.push(t.segundos ?? 0);
    if (!completo && t.pago_semanal !== null) {
      completo = cumpleRequisitoSemanal(largos, {
        pago_1h: t.pago_1h ?? 0,
        pago_2h: t.pago_2h ?? 0,
        pago_3h: t.pago_3h ?? 0,
        pago_semanal: t.pago_semanal,
        requisito_hrs: t.requisito_hrs ?? '0',
        requisito_times: t.requisito_times ?? '0',
      });
      if (completo) bono = t.pago_semanal;
    }
    if (completo && receptor === null && !t.pagado) receptor = t.id;
  }
  const cambios = turnos
    .map((t) => ({ id: t.id, antes: t.bono, despues: t.id === receptor ? bono : 0 }))
    .filter((c) => c.antes !== c.despues);
  // Take the weekly pay off first: at most one shift of the week holds it at a time.
  for (const c of cambios.filter((x) => x.despues === 0)) await repo.ponerBono(tx, c.id, 0);
  for (const c of cambios.filter((x) => x.despues > 0)) await repo.ponerBono(tx, c.id, c.despues);
  return cambios;
}
