import { horaLocal } from '@mchabbo/shared/aperturas/horario';
import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import type { Eventos } from '../../lib/eventos';
import { leerAjustes } from '../ajustes/ajustes.service';
import { notificar } from './notificaciones.reacciones';

const ENLACE = enlaceDePagina('capacitaciones');

/** The name of the course a training change carries in its after/before state. */
const curso = (d: {
  despues: Record<string, unknown> | null;
  antes: Record<string, unknown> | null;
}) => String(d.despues?.capacitacion ?? d.antes?.capacitacion ?? '');

/**
 * What trainings tell whom (docs/reglas.md, Trainings 33.3 and 33.5): a slot's trainer
 * learns of each booking and cancellation; 30 minutes before a slot its trainer and the
 * people booked are reminded; each attendee of a session learns their result.
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
    'capacitacion.recordatorio',
    notificar(async (tx, d) => {
      const { zona_horaria } = await leerAjustes(tx);
      const hora = horaLocal(new Date(d.despues?.inicio ?? d.instante), zona_horaria);
      const reservas = d.despues?.reservas ?? [];
      return [
        {
          usuarioId: d.instructorId,
          tipo: 'capacitacion.recordatorio',
          texto: `Tu turno de «${curso(d)}» empieza a las ${hora}, en 30 minutos. ${
            reservas.length > 0 ? `Reservas: ${reservas.join(', ')}.` : 'Sin reservas.'
          }`,
          enlace: ENLACE,
        },
        ...d.reservados.map((usuarioId) => ({
          usuarioId,
          tipo: 'capacitacion.recordatorio',
          texto: `Tu turno de «${curso(d)}» con ${d.despues?.instructor ?? ''} empieza a las ${hora}, en 30 minutos.`,
          enlace: ENLACE,
        })),
      ];
    }),
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
