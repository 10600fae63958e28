import { endpoint } from '../comun/endpoint';
import { ajustesBody, ajustesGuardados, ajustesResponse } from './contratos';

/** GET /ajustes: the owner's settings. */
export const obtenerAjustes = endpoint({
  metodo: 'GET',
  ruta: '/ajustes',
  politica: 'dueno',
  respuesta: ajustesResponse,
  resumen: 'Ajustes del dueño',
});

/** PATCH /ajustes with any subset of the settings (and the Discord webhook). */
export const guardarAjustes = endpoint({
  metodo: 'PATCH',
  ruta: '/ajustes',
  politica: 'dueno',
  body: ajustesBody,
  respuesta: ajustesGuardados,
  resumen: 'Guarda los ajustes del dueño',
});
