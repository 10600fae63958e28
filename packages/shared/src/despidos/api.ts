import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import { crearDespidoBody, despidoGuardado, despidosResponse } from './contratos';

/** GET /despido: dismissals in force, newest first. */
export const listarDespidos = endpoint({
  metodo: 'GET',
  ruta: '/despido',
  politica: 'administracion',
  respuesta: despidosResponse,
  resumen: 'Despidos vigentes',
});

/** POST /despido: keeps the mission as a snapshot and makes the person a guest. */
export const crearDespido = endpoint({
  metodo: 'POST',
  ruta: '/despido',
  politica: 'administracion',
  body: crearDespidoBody,
  respuesta: despidoGuardado,
  estado: 201,
  resumen: 'Despide a una persona',
});

/** PATCH /despido/reactivar/{id}: gives the mission back and closes the dismissal. */
export const reactivarDespido = endpoint({
  metodo: 'PATCH',
  ruta: '/despido/reactivar/:id',
  politica: 'administracion',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Reingresa a una persona despedida',
});

/** DELETE /despido/{id}: withdraws a dismissal made by mistake (the person is restored too). */
export const eliminarDespido = endpoint({
  metodo: 'DELETE',
  ruta: '/despido/:id',
  politica: 'administracion',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Elimina un despido hecho por error',
});
