import { endpoint } from '../comun/endpoint';
import { idParams } from '../comun/errores';
import {
  cambioNombreBody,
  decidirBody,
  misSolicitudesResponse,
  solicitudGuardada,
  solicitudesResponse,
} from './contratos';

/** POST /user/change-name: asks for a new name; it waits for the administration. */
export const solicitarCambioNombre = endpoint({
  metodo: 'POST',
  ruta: '/user/change-name',
  politica: 'autenticado',
  body: cambioNombreBody,
  respuesta: solicitudGuardada,
  estado: 201,
  resumen: 'Solicita un cambio de nombre',
});

/** GET /user/change-name/mias: the caller's own requests, newest first. */
export const listarMisSolicitudes = endpoint({
  metodo: 'GET',
  ruta: '/user/change-name/mias',
  politica: 'autenticado',
  respuesta: misSolicitudesResponse,
  guardada: 'llamante',
  resumen: 'Solicitudes de cambio de nombre propias',
});

/** GET /user/change-name/all: every name-change request. */
export const listarSolicitudes = endpoint({
  metodo: 'GET',
  ruta: '/user/change-name/all',
  politica: 'administracion',
  respuesta: solicitudesResponse,
  resumen: 'Todas las solicitudes de cambio de nombre',
});

/** PATCH /user/change-name/{id}: approves (renaming the account) or rejects a request. */
export const decidirSolicitud = endpoint({
  metodo: 'PATCH',
  ruta: '/user/change-name/:id',
  politica: 'administracion',
  params: idParams,
  body: decidirBody,
  respuesta: solicitudGuardada,
  resumen: 'Aprueba o rechaza una solicitud de cambio de nombre',
});
