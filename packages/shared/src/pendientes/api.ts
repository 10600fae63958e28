import { endpoint } from '../comun/endpoint';
import { pendientesResponse } from './contratos';

/** GET /pendientes: what waits for the caller (docs/reglas.md, Pending work). */
export const verPendientes = endpoint({
  metodo: 'GET',
  ruta: '/pendientes',
  politica: 'cronometrador',
  guardada: 'llamante',
  respuesta: pendientesResponse,
  resumen: 'Lo que espera a quien llama',
});
