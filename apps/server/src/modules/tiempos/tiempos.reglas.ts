import { NIVEL_INVITADO, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { segundosTranscurridos, type Cronometro } from '@mchabbo/shared/tiempos/cronometro';
import { MENSAJES_TIEMPOS as M, type TiempoBase } from '@mchabbo/shared/tiempos/contratos';
import { conflicto, prohibido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import type { FilaTiempo } from './tiempos.repository';

/** The fields of a timer an action changes. */
export type EstadoMutable = Pick<
  FilaTiempo,
  | 'estado'
  | 'encargadoId'
  | 'pausadoDesde'
  | 'segundosPausados'
  | 'ajusteSegundos'
  | 'pausasCount'
  | 'olvidado'
>;

/** The stored timer as the pure timer model reads it. */
export function cronometroDe(t: FilaTiempo): Cronometro {
  return {
    iniciadoEn: t.iniciadoEn.getTime(),
    pausadoDesde: t.pausadoDesde?.getTime() ?? null,
    segundosPausados: t.segundosPausados,
    ajusteSegundos: t.ajusteSegundos,
  };
}

/** Elapsed seconds of a timer at an instant. */
export function segundosDe(t: FilaTiempo, instante: Date): number {
  return segundosTranscurridos(cronometroDe(t), instante.getTime());
}

/** The timer as a history entry stores it (before or after a change). */
export function foto(t: FilaTiempo, instante: Date) {
  return {
    estado: t.estado,
    encargado_id: t.encargadoId,
    pausado_desde: t.pausadoDesde?.toISOString() ?? null,
    segundos_pausados: t.segundosPausados,
    ajuste_segundos: t.ajusteSegundos,
    pausas_count: t.pausasCount,
    olvidado: t.olvidado,
    segundos: segundosDe(t, instante),
  };
}

/**
 * Who may operate a timer: someone ranked above its worker who is its manager, or
 * ranked above its manager; a timer with no manager, anyone ranked above its worker.
 */
export function puedeOperar(usuario: Actor, t: FilaTiempo): boolean {
  if (!puedeActuarSobre(usuario, { id: t.usuarioId, nivel: t.usuarioNivel })) return false;
  if (t.encargadoId === null || t.encargadoId === usuario.id) return true;
  return puedeActuarSobre(usuario, {
    id: t.encargadoId,
    nivel: t.encargadoNivel ?? NIVEL_INVITADO,
  });
}

/** Refuses a caller who may not operate the timer, saying why. */
export function exigirOperador(usuario: Actor, t: FilaTiempo) {
  if (puedeOperar(usuario, t)) return;
  if (!puedeActuarSobre(usuario, { id: t.usuarioId, nivel: t.usuarioNivel })) {
    throw prohibido(t.usuarioId === usuario.id ? M.propio : M.rangoInferior);
  }
  throw prohibido(M.noEsTuyo);
}

/** Refuses a timer that is no longer open. */
export function exigirAbierto(t: FilaTiempo) {
  if (t.estado === 'confirmado' || t.estado === 'anulado') throw conflicto(M.yaConfirmado);
  if (t.estado === 'cancelado') throw conflicto(M.yaCancelado);
}

/** A timer as the API lists it. */
export function presentar(t: FilaTiempo, usuario: Actor, instante: Date): TiempoBase {
  return presentarFijos(fijosDe(t), usuario, segundosDe(t, instante));
}

/**
 * What a timer's listing takes from its row alone: worked out once per row and reused
 * while the row is unchanged (every open Tiempos screen reads the list every 60 s and on
 * every live change).
 */
export interface FijosDeTiempo {
  fila: FilaTiempo;
  cronometro: Cronometro;
  iniciado_en: string;
  pausado_desde: string | null;
}

export function fijosDe(t: FilaTiempo): FijosDeTiempo {
  return {
    fila: t,
    cronometro: cronometroDe(t),
    iniciado_en: t.iniciadoEn.toISOString(),
    pausado_desde: t.pausadoDesde?.toISOString() ?? null,
  };
}

/**
 * A timer as the API lists it, at `segundos` elapsed; `extra` (what the open timers'
 * list adds to each row) is part of the same object, built in one step.
 */
export function presentarFijos<E extends object = object>(
  { fila: t, iniciado_en, pausado_desde }: FijosDeTiempo,
  usuario: Actor,
  segundos: number,
  extra?: E,
): TiempoBase & E {
  return {
    id: t.id,
    usuario: t.usuario,
    usuario_id: t.usuarioId,
    rango: t.rango,
    mision: t.mision,
    encargado: t.encargado,
    encargado_id: t.encargadoId,
    tiempoTranscurrido: formatearDuracion(segundos),
    segundos,
    pausado: t.estado === 'pausado',
    pausas_count: t.pausasCount,
    estado: t.estado,
    olvidado: t.olvidado,
    iniciado_en,
    pausado_desde,
    puede_operar: (t.estado === 'activo' || t.estado === 'pausado') && puedeOperar(usuario, t),
    ...(extra as E),
  };
}
