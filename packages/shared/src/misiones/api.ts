import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import {
  crearMisionBody,
  editarMisionBody,
  misionResponse,
  misionesResponse,
  rangosPublicosResponse,
} from './contratos';

/** GET /misiones: the editable missions catalog. */
export const listarMisiones = endpoint({
  metodo: 'GET',
  ruta: '/misiones',
  politica: 'administracion',
  respuesta: misionesResponse,
  resumen: 'Catálogo de misiones',
});

/** POST /misiones */
export const crearMision = endpoint({
  metodo: 'POST',
  ruta: '/misiones',
  politica: 'administracion',
  body: crearMisionBody,
  respuesta: misionResponse,
  estado: 201,
  resumen: 'Crea una misión',
});

/** PATCH /misiones/{id} */
export const editarMision = endpoint({
  metodo: 'PATCH',
  ruta: '/misiones/:id',
  politica: 'administracion',
  params: idParams,
  body: editarMisionBody,
  respuesta: misionResponse,
  resumen: 'Edita una misión',
});

/** DELETE /misiones/{id} */
export const eliminarMision = endpoint({
  metodo: 'DELETE',
  ruta: '/misiones/:id',
  politica: 'administracion',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Elimina una misión',
});

/** GET /publico/rangos: the ranks with their missions and pays. */
export const listarRangosPublicos = endpoint({
  metodo: 'GET',
  ruta: '/publico/rangos',
  politica: 'publico',
  respuesta: rangosPublicosResponse,
  resumen: 'Rangos con sus misiones y pagas',
});
