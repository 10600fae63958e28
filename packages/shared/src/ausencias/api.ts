import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import {
  ausenciaGuardada,
  ausenciasResponse,
  crearAusenciaBody,
  decidirAusenciaBody,
} from './contratos';

/** GET /ausencias: one's own requests, plus those the caller may decide on. */
export const listarAusencias = endpoint({
  metodo: 'GET',
  ruta: '/ausencias',
  politica: 'staff',
  respuesta: ausenciasResponse,
  guardada: 'llamante',
  resumen: 'Ausencias propias y las que se pueden decidir',
});

/** POST /ausencias: a leave request for oneself. */
export const solicitarAusencia = endpoint({
  metodo: 'POST',
  ruta: '/ausencias',
  politica: 'staff',
  body: crearAusenciaBody,
  respuesta: ausenciaGuardada,
  estado: 201,
  resumen: 'Solicita una ausencia',
});

/** PATCH /ausencias/{id}: approves or rejects a pending request. */
export const decidirAusencia = endpoint({
  metodo: 'PATCH',
  ruta: '/ausencias/:id',
  politica: 'administracion',
  params: idParams,
  body: decidirAusenciaBody,
  respuesta: ausenciaGuardada,
  resumen: 'Aprueba o rechaza una ausencia pendiente',
});

/** DELETE /ausencias/{id}: withdraws one's own pending request. */
export const retirarAusencia = endpoint({
  metodo: 'DELETE',
  ruta: '/ausencias/:id',
  politica: 'staff',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Retira una solicitud de ausencia propia pendiente',
});
