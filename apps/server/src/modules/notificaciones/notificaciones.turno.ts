import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { enlaceDePagina } from '@mchabbo/shared/niveles/menu';
import { mensajeAtendida, MENSAJES_PETICIONES } from '@mchabbo/shared/tiempos/peticiones';
import type { Transaccion } from '../../db/client';
import type { Cambio, Eventos } from '../../lib/eventos';
import { notificar } from './notificaciones.reacciones';
import * as repo from './notificaciones.repository';

const INICIO = enlaceDePagina();
const TIEMPOS = enlaceDePagina('tiempo');

/** Where the notice of one request to be timed leads: Tiempos, naming the request. */
const enlacePeticion = (id: number) => `${TIEMPOS}?peticion=${id}`;

/**
 * A request that no longer waits (attended, withdrawn, expired): the managers' notices
 * of it are read, so their bells count only the requests still waiting.
 */
async function peticionCerrada(tx: Transaccion, d: Cambio & { peticionId: number }) {
  const creada = d.antes?.creada_en;
  if (typeof creada !== 'string') return;
  await repo.leidasDePeticion(tx, new Date(creada), enlacePeticion(d.peticionId));
}

/**
 * Notifications of the manager's shift (docs/reglas.md, Notifications 24.2): an undone
 * confirmation (the worker), a hand-over (the new manager), a request to be timed made
 * (the managers who may attend it), attended or expired (the worker).
 */
export function reaccionesNotificacionesTurno(eventos: Eventos) {
  eventos.al(
    'peticion.creada',
    notificar(async (tx, d, _quien, persona) =>
      (await repo.cronometradoresDe(tx, d.usuarioId)).map((id) => ({
        usuarioId: id,
        tipo: 'peticion.creada',
        texto: `${persona} pidió tiempo.`,
        enlace: enlacePeticion(d.peticionId),
      })),
    ),
  );
  eventos.al('peticion.retirada', peticionCerrada);
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
  eventos.al('peticion.atendida', peticionCerrada);
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
  eventos.al('peticion.caducada', peticionCerrada);
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
