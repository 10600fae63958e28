import { NIVEL_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { Eventos } from '../../lib/eventos';
import * as repo from './usuarios.repository';

/**
 * A person's post changes here only: a sale gives the buyer the mission, a dismissal
 * makes the person a guest, and undoing it gives the post back. Each change revokes
 * the person's tokens (see `asignarPuesto`).
 */
export function reaccionesUsuarios(eventos: Eventos) {
  eventos.al('venta.registrada', (tx, { compradorId, puesto }) =>
    repo.asignarPuesto(tx, compradorId, puesto),
  );
  eventos.al('despido.registrado', (tx, { usuarioId }) =>
    repo.asignarPuesto(tx, usuarioId, { misionId: null, nivel: NIVEL_INVITADO }),
  );
  eventos.al('despido.revertido', (tx, { usuarioId, puesto }) =>
    repo.asignarPuesto(tx, usuarioId, puesto),
  );
}
