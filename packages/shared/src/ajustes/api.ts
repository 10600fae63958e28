import { endpoint } from '../comun/endpoint';
import { ajustesBody, ajustesGuardados, ajustesResponse, pruebaDiscordResponse } from './contratos';

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

/**
 * POST /ajustes/discord/prueba: posts a test message to the stored Discord webhook and
 * says what Discord answered (docs/reglas.md, Discord 31.5).
 */
export const probarDiscord = endpoint({
  metodo: 'POST',
  ruta: '/ajustes/discord/prueba',
  politica: 'dueno',
  respuesta: pruebaDiscordResponse,
  resumen: 'Envía un mensaje de prueba al webhook de Discord',
});
