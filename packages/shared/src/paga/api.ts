import { endpoint } from '../comun/endpoint';
import {
  marcarPagadoBody,
  marcarPagadoResponse,
  pagarSemanaBody,
  pagarSemanaResponse,
  pagosQuery,
  pagosResponse,
} from './contratos';

/**
 * GET /tiempos/calcular-creditos-confirmados: the pay list (docs/reglas.md, Pay), kept per
 * caller (it shows whom the caller may pay); `formato=xlsx` answers a spreadsheet instead.
 */
export const listarPagos = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/calcular-creditos-confirmados',
  politica: 'administracion',
  guardada: 'llamante',
  query: pagosQuery,
  respuesta: pagosResponse,
  resumen: 'Lista de Paga',
});

/** POST /tiempos/marcar-pagado: settles one entry; its credits are frozen. */
export const marcarPagado = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/marcar-pagado',
  politica: 'administracion',
  body: marcarPagadoBody,
  respuesta: marcarPagadoResponse,
  resumen: 'Marca una entrada como pagada',
});

/** POST /tiempos/pagar-semana: 'Pagar todos', a whole ended pay week (Pay 7.13). */
export const pagarSemana = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/pagar-semana',
  politica: 'administracion',
  body: pagarSemanaBody,
  respuesta: pagarSemanaResponse,
  resumen: 'Paga una semana terminada entera',
});
