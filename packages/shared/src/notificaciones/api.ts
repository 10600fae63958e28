import { endpoint } from '../comun/endpoint';
import {
  marcarLeidasBody,
  marcarLeidasResponse,
  notificacionesQuery,
  notificacionesResponse,
  pushBorrarBody,
  pushClaveResponse,
  pushMensajeResponse,
  pushSuscripcionBody,
} from './contratos';

// Each person's inbox and their Web Push subscriptions (docs/reglas.md, Notifications).
// The live stream, GET /notificaciones/stream, is server-sent events read by
// EventSource, not a JSON call: it is not declared here.

/** GET /notificaciones: a page of the caller's inbox, newest first, and the unread count. */
export const listarNotificaciones = endpoint({
  metodo: 'GET',
  ruta: '/notificaciones',
  politica: 'autenticado',
  guardada: 'llamante',
  query: notificacionesQuery,
  respuesta: notificacionesResponse,
  resumen: 'Notificaciones propias, de la más reciente a la más antigua',
});

/** POST /notificaciones/leidas: these ids, or all when none are given. */
export const marcarLeidas = endpoint({
  metodo: 'POST',
  ruta: '/notificaciones/leidas',
  politica: 'autenticado',
  body: marcarLeidasBody,
  respuesta: marcarLeidasResponse,
  resumen: 'Marca notificaciones como leídas',
});

/** GET /push/clave: the server's VAPID public key. */
export const clavePush = endpoint({
  metodo: 'GET',
  ruta: '/push/clave',
  politica: 'autenticado',
  respuesta: pushClaveResponse,
  resumen: 'Clave pública para las notificaciones push',
});

/** POST /push/suscripcion: this device receives the caller's notifications. */
export const suscribirPush = endpoint({
  metodo: 'POST',
  ruta: '/push/suscripcion',
  politica: 'autenticado',
  body: pushSuscripcionBody,
  respuesta: pushMensajeResponse,
  estado: 201,
  resumen: 'Suscribe este dispositivo a las notificaciones push',
});

/** DELETE /push/suscripcion: this device stops receiving them. */
export const desuscribirPush = endpoint({
  metodo: 'DELETE',
  ruta: '/push/suscripcion',
  politica: 'autenticado',
  body: pushBorrarBody,
  respuesta: pushMensajeResponse,
  resumen: 'Quita la suscripción push de este dispositivo',
});
