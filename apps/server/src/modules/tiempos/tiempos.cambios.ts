import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import type { Transaccion, Tx } from '../../db/client';
import { bloquearPersonas, type PersonaBloqueada } from '../../lib/actuar';
import type { Eventos } from '../../lib/eventos';
import { noEncontrado } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { exigirAbierto, exigirOperador, foto, type EstadoMutable } from './tiempos.reglas';
import { personasDe } from './tiempos.avisos';
import * as repo from './tiempos.repository';
import type { FilaTiempo } from './tiempos.repository';

/**
 * Writes one change to some locked timers, with one history entry each and one live
 * announcement, inside the caller's transaction, and tells the other modules
 * ('tiempo.accion' per timer, unless `evento` is false: the caller emits its own).
 * Returns the timers as they now are.
 */
export async function aplicar(
  tx: Transaccion,
  eventos: Eventos,
  filas: FilaTiempo[],
  cambio: {
    accion: string;
    /** False when the caller emits a more specific event itself (a confirmation). */
    evento?: boolean;
    actorId: number | null;
    instante: Date;
    valores: Partial<EstadoMutable>;
    /** Further columns to write that the history does not show (confirmation data…). */
    columnas?: repo.CambiosTiempo;
    /** Further data of the change for the history's `despues`. */
    detalle?: Record<string, unknown>;
  },
  /** What else the returned timers show (manager's name after ligar/desligar…). */
  extra: Partial<FilaTiempo> = {},
): Promise<FilaTiempo[]> {
  if (filas.length === 0) return [];
  const { accion, actorId, instante, valores } = cambio;
  const nuevas = filas.map((t) => ({ ...t, ...valores, ...extra }));
  await repo.actualizarYRegistrar(
    tx,
    filas.map((t) => t.id),
    { ...cambio.columnas, ...valores, actualizadoEn: instante },
    filas.map((t, i) => ({
      tiempoId: t.id,
      actorId,
      accion,
      antes: foto(t, instante),
      despues: { ...foto(nuevas[i] ?? t, instante), ...cambio.detalle },
      creadoEn: instante,
    })),
    nuevas.length === 1
      ? { accion, id: filas[0]?.id, usuarios: personasDe(filas) }
      : { accion, total: nuevas.length, usuarios: personasDe(filas) },
  );
  if (cambio.evento !== false) {
    for (const [i, t] of filas.entries()) {
      const nueva = nuevas[i] ?? t;
      await eventos.emitir(tx, 'tiempo.accion', {
        tiempoId: t.id,
        accion,
        actorId,
        usuarioId: t.usuarioId,
        encargadoId: nueva.encargadoId,
        instante,
        antes: foto(t, instante),
        despues: { ...foto(nueva, instante), ...cambio.detalle },
      });
    }
  }
  return nuevas;
}

/**
 * Locks one timer and checks that the caller may operate it and that it is open. The
 * caller, the worker and the manager are locked first (the order every write takes
 * people and then timers in) and read as they are now, so a demotion or dismissal that
 * committed first refuses the action and one that comes later waits for it. Returns the
 * timer and those people (as `bloquearPersonas` read them).
 */
export async function cargarParaOperar(
  tx: Tx,
  usuario: Actor,
  id: number,
  /** One more person to lock and read with them (a hand-over's new manager). */
  y?: number,
): Promise<{ t: FilaTiempo; personas: Map<number, PersonaBloqueada> }> {
  const { actor, personas } = await bloquearPersonas(tx, usuario, { tiempo: id, y });
  const t = await repo.bloquearTiempo(tx, id);
  if (!t) throw noEncontrado(M.noExiste);
  exigirOperador(actor, t);
  exigirAbierto(t);
  return { t, personas };
}

/** Closes timers as cancelled (a running one is frozen at the cancel instant). */
export async function cerrarCancelados(
  tx: Transaccion,
  eventos: Eventos,
  filas: FilaTiempo[],
  actorId: number,
  instante: Date,
) {
  // A running timer is frozen at the cancel instant, so its history shows what it held.
  const corriendo = filas.filter((t) => t.estado === 'activo');
  const parados = filas.filter((t) => t.estado !== 'activo');
  const columnas = { canceladoEn: instante, canceladoPor: actorId };
  const cambio = { accion: 'cancelar', actorId, instante, columnas };
  await aplicar(tx, eventos, corriendo, {
    ...cambio,
    valores: { estado: 'cancelado', pausadoDesde: instante },
  });
  await aplicar(tx, eventos, parados, { ...cambio, valores: { estado: 'cancelado' } });
}
