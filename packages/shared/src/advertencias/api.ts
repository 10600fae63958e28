import { endpoint } from '../comun/endpoint';
import { idParams } from '../comun/errores';
import {
  advertenciaGuardada,
  advertenciasQuery,
  advertenciasResponse,
  crearAdvertenciaBody,
  propuestosResponse,
} from './contratos';

/** GET /advertencias?usuario=: one person's warnings, newest first. */
export const listarAdvertencias = endpoint({
  metodo: 'GET',
  ruta: '/advertencias',
  politica: 'staff',
  query: advertenciasQuery,
  respuesta: advertenciasResponse,
  resumen: 'Advertencias de una persona',
});

/** GET /advertencias/propuestos: people with as many active warnings as the setting allows. */
export const listarPropuestos = endpoint({
  metodo: 'GET',
  ruta: '/advertencias/propuestos',
  politica: 'administracion',
  respuesta: propuestosResponse,
  resumen: 'Personas propuestas para despido por sus advertencias activas',
});

/** POST /advertencias: warns a person of lower rank. */
export const advertir = endpoint({
  metodo: 'POST',
  ruta: '/advertencias',
  politica: 'cronometrador',
  body: crearAdvertenciaBody,
  respuesta: advertenciaGuardada,
  estado: 201,
  resumen: 'Registra una advertencia',
});

/** DELETE /advertencias/{id}: retires a warning (it stays, inactive). */
export const retirarAdvertencia = endpoint({
  metodo: 'DELETE',
  ruta: '/advertencias/:id',
  politica: 'administracion',
  params: idParams,
  respuesta: advertenciaGuardada,
  resumen: 'Retira una advertencia',
});
