import { endpoint } from '../comun/endpoint';
import { informeQuery, informeResponse } from './contratos';

/** GET /encargados/informe?semana=: the managers' report of a pay week (default: the current one). */
export const obtenerInforme = endpoint({
  metodo: 'GET',
  ruta: '/encargados/informe',
  politica: 'direccion',
  guardada: 'todos',
  query: informeQuery,
  respuesta: informeResponse,
  resumen: 'Informe de encargados de una semana de pago',
});
