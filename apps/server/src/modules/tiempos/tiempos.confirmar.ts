import { mensajeConfirmado } from '@mchabbo/shared/tiempos/acciones';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { acreditarTurno } from '../paga/paga.turnos';
import * as revision from '../revision/revision.service';
import { barrerOlvidados, hayOlvidados } from './tiempos.olvidados';
import { foto, presentar, segundosDe } from './tiempos.reglas';
import * as repo from './tiempos.repository';
import { aplicar, cargarParaOperar } from './tiempos.cambios';

/**
 * Confirmar: closes the timer. Its elapsed time becomes the worker's confirmed time in
 * the current pay week, paid by the worker's mission now (snapshotted on the shift), and
 * goes into the worker's open pay entry of that week. When this shift completes the
 * week's requirement, it also carries the weekly pay (once per worker and week).
 */
export async function confirmar(ctx: Ctx, usuario: Actor, id: number) {
  const { zona_horaria, max_turno_horas, deshacer_segundos } = await ajustesVigentes(ctx);
  return ctx.db.transaction(async (tx) => {
    let { t, personas } = await cargarParaOperar(tx, usuario, id);
    const instante = ahora(ctx);
    // A timer left running past the maximum is paused as forgotten first, as before any
    // other action (docs/reglas.md, Timers 6.8).
    if (hayOlvidados([t], instante, max_turno_horas)) {
      await barrerOlvidados(ctx, max_turno_horas, { tx, id });
      ({ t, personas } = await cargarParaOperar(tx, usuario, id));
    }
    // Never more than the maximum shift, whatever the timer holds (docs/reglas.md, Timers).
    const segundos = Math.min(segundosDe(t, instante), Math.round(max_turno_horas * 3600));
    // Into the worker's open pay entry of the week, paid by their mission now (the pay module).
    const pago = await acreditarTurno(tx, {
      usuarioId: t.usuarioId,
      segundos,
      instante,
      zonaHoraria: zona_horaria,
    });
    if (!pago) throw conflicto(M.noTrabajador);
    const { semana, pagoId, creditos, bonoSemanal } = pago;

    await repo.sumarAlTotal(tx, t.usuarioId, segundos);
    // Whether the worker was in the hotel, as last read (docs/reglas.md, Habbo roster 35.9).
    const enHotel = (await revision.enHotel(ctx, [t.usuarioId], tx)).get(t.usuarioId) ?? null;
    const detalle = {
      segundos_confirmados: segundos,
      creditos,
      bono_semanal: bonoSemanal,
      semana,
      pago_id: pagoId,
      mision: pago.mision,
      rango: pago.rango,
      en_hotel_al_confirmar: enHotel,
    };
    const [nuevo] = await aplicar(tx, ctx.eventos, [t], {
      accion: 'confirmar',
      evento: false,
      actorId: usuario.id,
      instante,
      // A running timer is frozen at the confirmation instant.
      valores: { estado: 'confirmado', pausadoDesde: t.pausadoDesde ?? instante },
      columnas: {
        confirmadoEn: instante,
        confirmadoPor: usuario.id,
        segundosConfirmados: segundos,
        enHotelAlConfirmar: enHotel,
        ...pago.columnas,
      },
      detalle,
    });
    await ctx.eventos.emitir(tx, 'tiempo.confirmado', {
      tiempoId: t.id,
      accion: 'confirmar',
      actorId: usuario.id,
      usuarioId: t.usuarioId,
      encargadoId: t.encargadoId,
      instante,
      antes: foto(t, instante),
      despues: { ...foto(nuevo ?? t, instante), ...detalle },
      segundos,
      semana,
      pagoId,
      creditos,
      bonoSemanal,
      personas,
    });
    return {
      message: mensajeConfirmado(t.usuario, segundos, creditos, bonoSemanal),
      // An undo is possible for this long (docs/reglas.md, Timers 6.17).
      deshacer_segundos,
      tiempo: {
        ...presentar(nuevo ?? t, usuario, instante),
        segundos_confirmados: segundos,
        creditos,
        bono_semanal: bonoSemanal,
        semana,
        pago_id: pagoId,
      },
    };
  });
}
