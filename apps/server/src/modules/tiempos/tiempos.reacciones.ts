import type { Eventos } from '../../lib/eventos';
import { aplicar, cerrarCancelados } from './tiempos.cambios';
import * as repo from './tiempos.repository';

/**
 * A dismissed person's open timers are cancelled, and the timers they managed lose
 * their manager (they keep running for someone else to take).
 */
export function reaccionesTiempos(eventos: Eventos) {
  eventos.al('despido.registrado', async (tx, { usuarioId, actorId, instante }) => {
    const propios = await repo.bloquearTiempos(tx, repo.abiertosDe(usuarioId));
    await cerrarCancelados(tx, eventos, propios, actorId, instante);
    const aCargo = await repo.bloquearTiempos(tx, repo.aCargoDe(usuarioId));
    await aplicar(
      tx,
      eventos,
      aCargo,
      { accion: 'desligar', actorId, instante, valores: { encargadoId: null } },
      { encargado: null, encargadoNivel: null },
    );
  });
}
