import { endpoint } from '../comun/endpoint';
import { estadisticasQuery, estadisticasResponse } from './contratos';

/**
 * GET /estadisticas?semanas=: the series of the statistics page. Kept: the same for all
 * the administration; the weeks move when the pay week ends.
 */
export const obtenerEstadisticas = endpoint({
  metodo: 'GET',
  ruta: '/estadisticas',
  politica: 'administracion',
  query: estadisticasQuery,
  respuesta: estadisticasResponse,
  guardada: 'todos',
  resumen: 'Estadísticas de las semanas de pago',
});
