import { endpoint } from '../comun/endpoint';
import {
  administracionResponse,
  configResponse,
  destacadosQuery,
  destacadosResponse,
} from './contratos';
import { DIRECCIONES_PUBLICAS as D } from './direcciones';

/** GET /publico/administracion: the administration the landing shows. */
export const listarAdministracion = endpoint({
  ...D.administracion,
  politica: 'publico',
  respuesta: administracionResponse,
  resumen: 'Miembros de la administración',
});

/**
 * GET /publico/destacados: the worker of the last closed pay week and its top
 * timekeepers. The same answer for every visitor.
 */
export const leerDestacados = endpoint({
  ...D.destacados,
  politica: 'publico',
  query: destacadosQuery,
  respuesta: destacadosResponse,
  guardada: 'todos',
  resumen: 'Trabajador de la semana y cronometradores destacados',
});

/** GET /config */
export const leerConfig = endpoint({
  ...D.config,
  politica: 'publico',
  respuesta: configResponse,
  resumen: 'Nombre de la aplicación y si el registro pide un código de Habbo',
});
