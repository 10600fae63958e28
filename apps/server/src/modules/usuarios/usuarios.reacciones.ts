import { NIVEL_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { Eventos } from '../../lib/eventos';
import { motivoDespido } from './usuarios.historial.repository';
import * as repo from './usuarios.repository';

/**
 * A person's post changes here only: a sale gives the buyer the mission, a dismissal
 * makes the person a guest, and undoing it gives the post back. Each change revokes
 * the person's tokens and is recorded in the rank history (see `asignarPuesto`).
 */
export function reaccionesUsuarios(eventos: Eventos) {
  eventos.al('venta.registrada', (tx, { compradorId, vendedorId, puesto }) =>
    repo.asignarPuesto(tx, compradorId, puesto, { porId: vendedorId, motivo: 'Venta' }),
  );
  eventos.al('despido.registrado', async (tx, { usuarioId, actorId }) =>
    repo.asignarPuesto(
      tx,
      usuarioId,
      { misionId: null, nivel: NIVEL_INVITADO },
      { porId: actorId, motivo: await motivoDespido(tx, usuarioId) },
      'despido',
    ),
  );
  eventos.al('despido.revertido', (tx, { usuarioId, actorId, puesto }) =>
    repo.asignarPuesto(tx, usuarioId, puesto, { porId: actorId, motivo: 'Reingreso' }),
  );
}
