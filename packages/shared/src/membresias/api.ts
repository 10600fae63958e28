import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import { crearMembresiaBody, membresiaGuardada, membresiasResponse } from './contratos';

/** GET /membresias: memberships, newest first, each with its state now. */
export const listarMembresias = endpoint({
  metodo: 'GET',
  ruta: '/membresias',
  politica: 'administracion',
  respuesta: membresiasResponse,
  resumen: 'Membresías con su estado',
});

/** POST /membresias; the server checks that `encargado` is the caller. */
export const crearMembresia = endpoint({
  metodo: 'POST',
  ruta: '/membresias',
  politica: 'administracion',
  body: crearMembresiaBody,
  respuesta: membresiaGuardada,
  estado: 201,
  resumen: 'Registra una membresía',
});

/** DELETE /membresias/{id} */
export const eliminarMembresia = endpoint({
  metodo: 'DELETE',
  ruta: '/membresias/:id',
  politica: 'administracion',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Elimina una membresía',
});
