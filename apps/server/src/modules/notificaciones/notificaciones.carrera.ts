import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import type { Cambio, Eventos } from '../../lib/eventos';
import { notificar } from './notificaciones.reacciones';
import * as repo from './notificaciones.repository';

const ASCENSOS = enlaceDePagina('ascensos');

/** The proposed post of a promotion: "Rango (Misión)", or the rank when they match. */
function propuestoDe(d: Cambio) {
  const rango = typeof d.despues?.rango === 'string' ? d.despues.rango : '';
  const mision = typeof d.despues?.mision === 'string' ? d.despues.mision : '';
  return mision && mision !== rango ? `${rango} (${mision})` : rango;
}

/** A reason on one line, cut to a readable length. */
const breve = (motivo: string | null | undefined) => {
  const limpio = (motivo ?? '').replace(/\s+/g, ' ').trim();
  return limpio.length > 140 ? `${limpio.slice(0, 139)}…` : limpio;
};

/**
 * Notifications of promotions (docs/reglas.md, Notifications 24.2 and Promotions 28.5):
 * a proposal tells who may decide it; a decision tells the proposer. The person
 * promoted is told by the change of post itself (`usuario.puesto`).
 */
export function reaccionesNotificacionesCarrera(eventos: Eventos) {
  eventos.al(
    'ascenso.propuesto',
    notificar(async (tx, d, quien, persona) =>
      (await repo.decisoresAscenso(tx, d.usuarioId, d.propuestoPorId)).map((id) => ({
        usuarioId: id,
        tipo: 'ascenso.propuesto',
        texto: `${quien} propone ascender a ${persona} a ${propuestoDe(d)}.`,
        enlace: ASCENSOS,
      })),
    ),
  );
  eventos.al(
    'ascenso.aprobado',
    notificar((_tx, d, quien, persona) => [
      {
        usuarioId: d.propuestoPorId,
        tipo: 'ascenso.aprobado',
        texto: `${quien} aprobó el ascenso de ${persona} a ${propuestoDe(d)}.`,
        enlace: ASCENSOS,
      },
    ]),
  );
  eventos.al(
    'ascenso.rechazado',
    notificar((_tx, d, quien, persona) => [
      {
        usuarioId: d.propuestoPorId,
        tipo: 'ascenso.rechazado',
        texto: `${quien} rechazó el ascenso de ${persona} a ${propuestoDe(d)}. Motivo: ${breve(d.motivo)}`,
        enlace: ASCENSOS,
      },
    ]),
  );
}
