import { esTrabajador, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import * as cron from '@mchabbo/shared/tiempos/cronometro';
import { mensajeIniciado } from '@mchabbo/shared/tiempos/peticiones';
import {
  MENSAJES_TIEMPOS as M,
  mensajeAjusteMaximo,
  type AjustarBody,
  type LogBody,
} from '@mchabbo/shared/tiempos/contratos';
import type { Tx } from '../../db/client';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { aplicar, cargarParaOperar, cerrarCancelados } from './tiempos.cambios';
import { iniciarEnTx } from './tiempos.iniciar';
import { barrerOlvidados, hayOlvidados } from './tiempos.olvidados';
import { presentarConPrevistos } from './tiempos.previstos';
import { cronometroDe, presentar, segundosDe, type EstadoMutable } from './tiempos.reglas';
import * as repo from './tiempos.repository';
import type { FilaTiempo } from './tiempos.repository';

/** Every confirmed second of an account (profiles and the people lookup). */
export function segundosConfirmadosDe(db: Tx, usuarioId: number) {
  return repo.segundosConfirmadosDe(db, usuarioId);
}

/**
 * Every open timer with its elapsed time. The rows are reused while the database is
 * unchanged (`lib/lecturas.ts`); a running timer found past the maximum shift is first
 * paused as forgotten, and the list read again.
 */
export async function listar(ctx: Ctx, usuario: Actor) {
  const instante = ahora(ctx);
  const ajustes = await ajustesVigentes(ctx);
  const { max_turno_horas } = ajustes;
  let filas = await ctx.lecturas.leer('tiempos:abiertos', () => repo.listarAbiertos(ctx.db));
  if (hayOlvidados(filas, instante, max_turno_horas)) {
    await barrerOlvidados(ctx, max_turno_horas);
    filas = await repo.listarAbiertos(ctx.db);
  }
  return {
    tiempos: await presentarConPrevistos(ctx, usuario, filas, instante, ajustes),
    ahora: instante.toISOString(),
  };
}

/** Starts a shift timer for a worker ranked below the caller, run by the caller. */
export async function registrar(ctx: Ctx, usuario: Actor, datos: LogBody) {
  if (datos.encargado.toLowerCase() !== usuario.username.toLowerCase()) {
    throw prohibido(M.encargadoAjeno);
  }
  const trabajador = await repo.buscarPersona(ctx.db, datos.usuario);
  if (!trabajador) throw noEncontrado(M.usuarioNoExiste);
  if (trabajador.id === usuario.id) throw prohibido(M.propio);
  if (!esTrabajador(trabajador.nivel)) throw invalido(M.noTrabajador);
  if (!puedeActuarSobre(usuario, trabajador)) throw prohibido(M.rangoInferior);
  const { zona_horaria } = await ajustesVigentes(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor, personas } = await bloquearPersonas(tx, usuario, [trabajador.id]);
      const ahoraTrabajador = persona(personas, trabajador.id, M.usuarioNoExiste);
      if (!esTrabajador(ahoraTrabajador.nivel)) throw invalido(M.noTrabajador);
      if (!puedeActuarSobre(actor, ahoraTrabajador)) throw prohibido(M.rangoInferior);
      const { t, instante } = await iniciarEnTx(ctx, tx, {
        actorId: usuario.id,
        trabajadorId: trabajador.id,
        zona: zona_horaria,
      });
      // The same words as attending a request (docs/reglas.md, Timers 6.2).
      return {
        message: mensajeIniciado(ahoraTrabajador.username),
        tiempo: presentar(t, usuario, instante),
      };
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(M.yaAbierto);
    throw err;
  }
}

type Accion = (t: FilaTiempo, instante: Date, maximo: number) => Partial<EstadoMutable>;

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

const MENSAJE_ACCION = {
  pausar: 'Tiempo pausado',
  reanudar: 'Tiempo reanudado',
  'restar-5': 'Se restaron 5 minutos',
  ajustar: 'Tiempo ajustado',
} as const;

/** Runs one action on one timer: lock, check, change, record, announce. */
async function operar(
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

/** Pausar: stops the clock and counts one more pause. */
export const pausar = (ctx: Ctx, u: Actor, id: number) =>
  operar(ctx, u, id, 'pausar', acciones.pausar);

/** Reanudar: restarts the clock (not past the maximum shift) and clears the forgotten flag. */
export const reanudar = (ctx: Ctx, u: Actor, id: number) =>
  operar(ctx, u, id, 'reanudar', acciones.reanudar);

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

/** Cancelar (DELETE): closes the timer without pay; the row and its history stay. */
export async function cancelar(ctx: Ctx, usuario: Actor, id: number) {
  await barrerOlvidados(ctx);
  await ctx.db.transaction(async (tx) => {
    const { t } = await cargarParaOperar(tx, usuario, id);
    const instante = ahora(ctx);
    await cerrarCancelados(tx, ctx.eventos, [t], usuario.id, instante);
  });
  return { message: 'Tiempo eliminado' };
}
