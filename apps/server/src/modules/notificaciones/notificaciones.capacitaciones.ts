import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import type { Eventos } from '../../lib/eventos';
import { notificar } from './notificaciones.reacciones';

const ENLACE = enlaceDePagina('capacitaciones');

/** The name of the course a training change carries in its after/before state. */
const curso = (d: {
  despues: Record<string, unknown> | null;
  antes: Record<string, unknown> | null;
}) => String(d.despues?.capacitacion ?? d.antes?.capacitacion ?? '');

/**
 * What trainings tell whom (docs/reglas.md, Trainings 33.3 and 33.5): a slot's trainer
 * learns of each booking and cancellation; each attendee of a session learns their result.
 */
export function reaccionesNotificacionesCapacitaciones(eventos: Eventos) {
  eventos.al(
    'capacitacion.reserva',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.instructorId,
        tipo: 'capacitacion.reserva',
        texto: `${quien} reservó plaza en tu turno de «${curso(d)}».`,
        enlace: ENLACE,
      },
    ]),
  );
  eventos.al(
    'capacitacion.cancelada',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.instructorId,
        tipo: 'capacitacion.cancelada',
        texto: `${quien} canceló su plaza en tu turno de «${curso(d)}».`,
        enlace: ENLACE,
      },
    ]),
  );
  eventos.al(
    'capacitacion.resultado',
    notificar((_tx, d) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'capacitacion.resultado',
        texto: d.aprobado
          ? `Has aprobado la capacitación «${curso(d)}».${d.nota ? ` ${d.nota}` : ''}`
          : `No has aprobado la capacitación «${curso(d)}».${d.nota ? ` ${d.nota}` : ''}`,
        enlace: ENLACE,
      },
    ]),
  );
}
