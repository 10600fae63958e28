import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import { mensajeAtendida, MENSAJES_PETICIONES } from '@mchabbo/shared/tiempos/peticiones';
import type { Eventos } from '../../lib/eventos';
import { notificar } from './notificaciones.reacciones';

const INICIO = enlaceDePagina();
const TIEMPOS = enlaceDePagina('tiempo');

/**
 * Notifications of the manager's shift (docs/reglas.md, Notifications 24.2): an undone
 * confirmation (the worker), a hand-over (the new manager), a request to be timed
 * attended or expired (the worker).
 */
export function reaccionesNotificacionesTurno(eventos: Eventos) {
  eventos.al(
    'tiempo.deshecho',
    notificar((_tx, d, quien) => {
      const s = d.antes?.segundos_confirmados;
      const tiempo = formatearDuracion(typeof s === 'number' ? s : 0);
      return [
        {
          usuarioId: d.usuarioId as number,
          tipo: 'tiempo.deshecho',
          texto: `${quien} deshizo la confirmación de tu turno de ${tiempo}: vuelve a estar pausado.`,
          enlace: enlaceDePagina('perfil'),
        },
      ];
    }),
  );
  eventos.al(
    'tiempo.traspasado',
    notificar((_tx, d, quien, persona) => [
      {
        usuarioId: d.encargadoId,
        tipo: 'tiempo.traspasado',
        texto: `${quien} te traspasó el tiempo de ${persona}: ahora lo llevas tú.`,
        enlace: TIEMPOS,
      },
    ]),
  );
  eventos.al(
    'peticion.atendida',
    notificar((_tx, d, quien) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'peticion.atendida',
        texto: mensajeAtendida(quien),
        enlace: INICIO,
      },
    ]),
  );
  eventos.al(
    'peticion.caducada',
    notificar((_tx, d) => [
      {
        usuarioId: d.usuarioId,
        tipo: 'peticion.caducada',
        texto: MENSAJES_PETICIONES.nadieAtendio,
        enlace: INICIO,
      },
    ]),
  );
}
