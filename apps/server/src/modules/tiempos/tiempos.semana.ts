import { cumpleRequisitoSemanal } from '@mchabbo/shared/paga/reglas';
import type { Tx } from '../../db/client';
import * as repo from './tiempos.historial.repository';

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
