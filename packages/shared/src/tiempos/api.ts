import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import {
  deshacerBody,
  encargadosResponse,
  loteBody,
  loteResponse,
  traspasarBody,
} from './acciones';
import {
  ajustarBody,
  cambioMultipleResponse,
  confirmarBody,
  confirmarResponse,
  desligarBody,
  ligarBody,
  logBody,
  misTiemposResponse,
  rankingResponse,
  tiempoAccionResponse,
  tiempoIdBody,
  tiemposResponse,
} from './contratos';
import {
  anularBody,
  anularResponse,
  eventosTiempoResponse,
  historialQuery,
  historialResponse,
} from './historial';
import { crearPeticionBody, crearPeticionResponse, peticionesResponse } from './peticiones';

// Shift timers (docs/reglas.md, Timers). The live stream, GET /tiempos/stream, is
// server-sent events read by EventSource, not a JSON call: it is not declared here.

/** GET /tiempos/all: the open timers and the server's time. */
export const listarTiempos = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/all',
  politica: 'cronometrador',
  respuesta: tiemposResponse,
  resumen: 'Tiempos abiertos y la hora del servidor',
});

/** POST /tiempos/log: starts a timer run by the caller. */
export const iniciarTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/log',
  politica: 'cronometrador',
  body: logBody,
  respuesta: tiempoAccionResponse,
  estado: 201,
  resumen: 'Inicia un tiempo llevado por quien llama',
});

/** POST /tiempos/pausar */
export const pausarTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/pausar',
  politica: 'cronometrador',
  body: tiempoIdBody,
  respuesta: tiempoAccionResponse,
  resumen: 'Pausa un tiempo',
});

/** POST /tiempos/reanudar */
export const reanudarTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/reanudar',
  politica: 'cronometrador',
  body: tiempoIdBody,
  respuesta: tiempoAccionResponse,
  resumen: 'Reanuda un tiempo pausado',
});

/** POST /tiempos/restar-5 */
export const restarCincoTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/restar-5',
  politica: 'cronometrador',
  body: tiempoIdBody,
  respuesta: tiempoAccionResponse,
  resumen: 'Resta cinco minutos a un tiempo',
});

/** POST /tiempos/ajustar */
export const ajustarTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/ajustar',
  politica: 'cronometrador',
  body: ajustarBody,
  respuesta: tiempoAccionResponse,
  resumen: 'Suma o resta minutos a un tiempo',
});

/** POST /tiempos/confirmar: closes the shift and pays its credits. */
export const confirmarTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/confirmar',
  politica: 'cronometrador',
  body: confirmarBody,
  respuesta: confirmarResponse,
  resumen: 'Confirma un turno',
});

/** POST /tiempos/deshacer: undoes a confirmation within its window (Timers 6.17). */
export const deshacerConfirmacion = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/deshacer',
  politica: 'cronometrador',
  body: deshacerBody,
  respuesta: tiempoAccionResponse,
  resumen: 'Deshace una confirmación reciente',
});

/** POST /tiempos/lote: one action on several timers (Timers 6.18). */
export const operarLote = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/lote',
  politica: 'cronometrador',
  body: loteBody,
  respuesta: loteResponse,
  resumen: 'Una acción sobre varios tiempos',
});

/** POST /tiempos/traspasar: hands an open timer over to another timekeeper. */
export const traspasarTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/traspasar',
  politica: 'cronometrador',
  body: traspasarBody,
  respuesta: tiempoAccionResponse,
  resumen: 'Traspasa un tiempo abierto a otro encargado',
});

/** GET /tiempos/{id}/encargados: whom a timer may be handed over to. */
export const encargadosPosibles = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/:id/encargados',
  politica: 'cronometrador',
  params: idParams,
  respuesta: encargadosResponse,
  resumen: 'Encargados a quienes se puede traspasar un tiempo',
});

/** DELETE /tiempos/{id}: cancels an open timer. */
export const cancelarTiempo = endpoint({
  metodo: 'DELETE',
  ruta: '/tiempos/:id',
  politica: 'cronometrador',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Cancela un tiempo abierto',
});

/** POST /tiempos/desligar: one timer, several (`ids`), or all of the caller's (empty body). */
export const desligarTiempos = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/desligar',
  politica: 'cronometrador',
  body: desligarBody.nullish(),
  respuesta: cambioMultipleResponse,
  resumen: 'Deja tiempos sin encargado',
});

/** POST /tiempos/ligar: the caller takes every unmanaged timer of lower ranks. */
export const ligarTiempos = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/ligar',
  politica: 'cronometrador',
  body: ligarBody,
  respuesta: cambioMultipleResponse,
  resumen: 'Toma los tiempos sin encargado',
});

/** GET /tiempos/ranking: this pay week's ranking and the caller's place in it. */
export const verRanking = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/ranking',
  politica: 'staff',
  guardada: 'llamante',
  respuesta: rankingResponse,
  resumen: 'Ranking de tiempo confirmado de la semana',
});

/** GET /tiempos/mios: the caller's own time and pay. */
export const misTiempos = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/mios',
  politica: 'autenticado',
  guardada: 'llamante',
  respuesta: misTiemposResponse,
  resumen: 'Tiempo y paga propios',
});

/**
 * GET /tiempos/historial (docs/reglas.md, History and corrections): the caller sees
 * what the service lets them; `formato=xlsx` answers a spreadsheet instead.
 */
export const verHistorial = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/historial',
  politica: 'autenticado',
  guardada: 'llamante',
  query: historialQuery,
  respuesta: historialResponse,
  resumen: 'Historial de turnos',
});

/** GET /tiempos/{id}/eventos: what happened to one shift. */
export const eventosTiempo = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/:id/eventos',
  politica: 'autenticado',
  params: idParams,
  respuesta: eventosTiempoResponse,
  resumen: 'Sucesos de un turno',
});

/** POST /tiempos/anular: voids a confirmed shift. */
export const anularTurno = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/anular',
  politica: 'administracion',
  body: anularBody,
  respuesta: anularResponse,
  resumen: 'Anula un turno confirmado',
});

// Requests to be timed (docs/reglas.md, Time requests).

/** GET /tiempos/peticiones */
export const listarPeticiones = endpoint({
  metodo: 'GET',
  ruta: '/tiempos/peticiones',
  politica: 'staff',
  respuesta: peticionesResponse,
  resumen: 'Peticiones de tiempo',
});

/** POST /tiempos/peticiones: asks to be timed. */
export const pedirTiempo = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/peticiones',
  politica: 'staff',
  body: crearPeticionBody.nullish(),
  respuesta: crearPeticionResponse,
  estado: 201,
  resumen: 'Pide que te tomen el tiempo',
});

/** POST /tiempos/peticiones/{id}/atender: starts the person's timer, run by the caller. */
export const atenderPeticion = endpoint({
  metodo: 'POST',
  ruta: '/tiempos/peticiones/:id/atender',
  politica: 'cronometrador',
  params: idParams,
  respuesta: tiempoAccionResponse,
  estado: 201,
  resumen: 'Atiende una petición de tiempo',
});

/** DELETE /tiempos/peticiones/{id}: withdraws one's own waiting request. */
export const retirarPeticion = endpoint({
  metodo: 'DELETE',
  ruta: '/tiempos/peticiones/:id',
  politica: 'staff',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Retira la petición propia',
});
