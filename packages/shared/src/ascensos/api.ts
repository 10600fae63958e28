import { endpoint } from '../comun/endpoint';
import { idParams } from '../comun/errores';
import {
  ascensoGuardado,
  ascensosResponse,
  candidatoQuery,
  candidatoResponse,
  crearAscensoBody,
  decidirAscensoBody,
} from './contratos';

/**
 * GET /ascensos: the caller's proposals, decisions and the pending ones they may decide.
 * Not kept: the days in rank and the week's hours follow the clock.
 */
export const listarAscensos = endpoint({
  metodo: 'GET',
  ruta: '/ascensos',
  politica: 'cronometrador',
  respuesta: ascensosResponse,
  resumen: 'Ascensos propuestos, decididos y pendientes',
});

/** GET /ascensos/candidato?usuario=: a person's post and the missions the caller may propose. */
export const obtenerCandidato = endpoint({
  metodo: 'GET',
  ruta: '/ascensos/candidato',
  politica: 'cronometrador',
  query: candidatoQuery,
  respuesta: candidatoResponse,
  resumen: 'Puesto de una persona y misiones que se le pueden proponer',
});

/** POST /ascensos: proposes a higher mission for someone. */
export const proponerAscenso = endpoint({
  metodo: 'POST',
  ruta: '/ascensos',
  politica: 'cronometrador',
  body: crearAscensoBody,
  respuesta: ascensoGuardado,
  estado: 201,
  resumen: 'Propone un ascenso',
});

/** PATCH /ascensos/{id}: approves or rejects a pending proposal. */
export const decidirAscenso = endpoint({
  metodo: 'PATCH',
  ruta: '/ascensos/:id',
  politica: 'administracion',
  params: idParams,
  body: decidirAscensoBody,
  respuesta: ascensoGuardado,
  resumen: 'Aprueba o rechaza un ascenso pendiente',
});
