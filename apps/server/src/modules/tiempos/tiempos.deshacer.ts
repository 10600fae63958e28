import { esTrabajador, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import {
  MENSAJES_ACCIONES as MA,
  mensajeDeshecho,
  mensajeOtroAbierto,
  mensajeYaNoEsPersonal,
} from '@mchabbo/shared/tiempos/acciones';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { bloquearPersonas } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { entradaSinPagar, recalcularSemana } from '../paga/paga.turnos';
import { aplicar } from './tiempos.cambios';
import * as acciones from './tiempos.acciones.repository';
import * as historial from './tiempos.historial.repository';
import { foto, presentar, segundosDe } from './tiempos.reglas';
import * as repo from './tiempos.repository';

/** Every column a confirmation wrote, back to an open timer's values. */
const SIN_CONFIRMACION = {
  confirmadoEn: null,
  confirmadoPor: null,
  segundosConfirmados: null,
  enHotelAlConfirmar: null,
  mision: null,
  rango: null,
  pago1h: null,
  pago2h: null,
  pago3h: null,
  pagoSemanal: null,
  requisitoHrs: null,
  requisitoTimes: null,
  creditos: null,
  bonoSemanal: 0,
  semana: null,
  pagoId: null,
} satisfies repo.CambiosTiempo;

/**
 * Deshacer (docs/reglas.md, Timers 6.17): within `deshacer_segundos` of a confirmation
 * and while its entry is unpaid, the manager who confirmed, someone ranking above them,
 * or the owner puts the timer back, paused with the same elapsed time. Its pay leaves
 * the entry, the person's confirmed time loses it and the week's weekly pay is decided
 * again, in one transaction that locks people, then the timers (the shift, the other
 * shifts of its week and the worker's open timer), then the entry (the order every write
 * takes them in), so an undo racing a payment is one or the other.
 */
export async function deshacer(ctx: Ctx, usuario: Actor, id: number) {
  const { deshacer_segundos } = await ajustesVigentes(ctx);
  let nombre = '';
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor, personas } = await bloquearPersonas(tx, usuario, { tiempo: id });
      // Every timer this undo may change (the shift, its week's, the worker's open one)
      // before the pay entry, as every write takes them (docs/desarrollo.md, Locks).
      await historial.bloquearTurnoYSuSemana(tx, id, true);
      const t = await repo.bloquearTiempo(tx, id);
      if (!t) throw noEncontrado(M.noExiste);
      nombre = t.usuario;
      const c = await acciones.datosConfirmacion(tx, id);
      const trabajador = personas.get(t.usuarioId) ?? { id: t.usuarioId, nivel: t.usuarioNivel };
      if (!puedeActuarSobre(actor, trabajador)) {
        throw prohibido(t.usuarioId === actor.id ? M.propio : MA.deshacerAjeno);
      }
      if (c?.confirmadoPor != null && c.confirmadoPor !== actor.id) {
        const confirmo =
          personas.get(c.confirmadoPor) ?? (await acciones.personaPorId(tx, c.confirmadoPor));
        if (!confirmo || !puedeActuarSobre(actor, confirmo)) throw prohibido(MA.deshacerAjeno);
      }
      const instante = ahora(ctx);
      if (
        t.estado !== 'confirmado' ||
        !c?.confirmadoEn ||
        c.pagoId === null ||
        c.semana === null ||
        instante.getTime() - c.confirmadoEn.getTime() > deshacer_segundos * 1000
      ) {
        throw conflicto(MA.noSePuedeDeshacer);
      }
      // Dismissed since (a guest now, as read under the lock): the timer would come back
      // as a guest's. The shift is voided instead, from the history.
      if (!esTrabajador(trabajador.nivel)) throw conflicto(mensajeYaNoEsPersonal(t.usuario));
      if (!(await entradaSinPagar(tx, c.pagoId))) throw conflicto(MA.noSePuedeDeshacer);
      const [otro] = await repo.bloquearTiempos(tx, repo.abiertosDe(t.usuarioId));
      if (otro) throw conflicto(mensajeOtroAbierto(t.usuario));

      const confirmado = {
        segundos_confirmados: c.segundosConfirmados,
        creditos: c.creditos,
        bono_semanal: c.bonoSemanal,
        semana: c.semana,
        pago_id: c.pagoId,
      };
      // The timer as it was before the confirmation: paused where the confirmation froze it.
      const [nuevo] = await aplicar(tx, ctx.eventos, [t], {
        accion: 'deshacer',
        evento: false,
        actorId: actor.id,
        instante,
        valores: { estado: 'pausado' },
        columnas: SIN_CONFIRMACION,
        detalle: { deshecho: confirmado },
      });
      await historial.restarDelTotal(tx, t.usuarioId, c.segundosConfirmados ?? 0);
      const bonos = await recalcularSemana(tx, t.usuarioId, c.semana);
      await repo.registrarEventos(
        tx,
        bonos.map((b) => ({
          tiempoId: b.id,
          actorId: actor.id,
          accion: 'recalcular',
          antes: { bono_semanal: b.antes },
          despues: { bono_semanal: b.despues, deshecho_id: t.id },
          creadoEn: instante,
        })),
        { accion: 'deshacer', id: t.id, usuarios: [t.usuarioId] },
      );
      const despues = nuevo ?? t;
      await ctx.eventos.emitir(tx, 'tiempo.deshecho', {
        tiempoId: t.id,
        accion: 'deshacer',
        actorId: actor.id,
        usuarioId: t.usuarioId,
        encargadoId: t.encargadoId,
        instante,
        antes: { ...foto(t, instante), ...confirmado, mision: t.mision, rango: t.rango },
        despues: { ...foto(despues, instante), creditos: 0, bono_semanal: 0 },
        semana: c.semana,
        pagoId: c.pagoId,
        creditos: c.creditos ?? 0,
        bonoSemanal: c.bonoSemanal,
        personas,
      });
      return {
        message: mensajeDeshecho(t.usuario, segundosDe(despues, instante)),
        tiempo: presentar(despues, actor, instante),
      };
    });
  } catch (err) {
    // A timer started for the worker at the same moment took the one open place.
    if (esViolacionUnica(err)) throw conflicto(mensajeOtroAbierto(nombre));
    throw err;
  }
}
