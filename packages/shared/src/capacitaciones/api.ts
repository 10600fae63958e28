import { endpoint } from '../comun/endpoint';
import { idParams, mensajeResponse } from '../comun/errores';
import {
  aprobadasQuery,
  aprobadasResponse,
  aprobadosResponse,
  capacitacionesResponse,
  capacitacionGuardada,
  crearCapacitacionBody,
  crearSesionBody,
  crearTurnoBody,
  edicionResponse,
  editarCapacitacionBody,
  examenResponse,
  responderExamenBody,
  resultadoExamen,
  sesionGuardada,
  turnoGuardado,
  turnosResponse,
} from './contratos';

/** GET /capacitaciones: every course with the caller's own state (not kept: the next try follows the clock). */
export const listarCapacitaciones = endpoint({
  metodo: 'GET',
  ruta: '/capacitaciones',
  politica: 'autenticado',
  respuesta: capacitacionesResponse,
  resumen: 'Capacitaciones y el estado propio en cada una',
});

/** POST /capacitaciones (levels 0–1). */
export const crearCapacitacion = endpoint({
  metodo: 'POST',
  ruta: '/capacitaciones',
  politica: 'direccion',
  body: crearCapacitacionBody,
  respuesta: capacitacionGuardada,
  estado: 201,
  resumen: 'Crea una capacitación',
});

/** GET /capacitaciones/{id}/edicion: the course with its exam's answers (levels 0–1). */
export const edicionCapacitacion = endpoint({
  metodo: 'GET',
  ruta: '/capacitaciones/:id/edicion',
  politica: 'direccion',
  params: idParams,
  respuesta: edicionResponse,
  resumen: 'Capacitación con las respuestas de su examen, para editarla',
});

/** PATCH /capacitaciones/{id} (levels 0–1). */
export const editarCapacitacion = endpoint({
  metodo: 'PATCH',
  ruta: '/capacitaciones/:id',
  politica: 'direccion',
  params: idParams,
  body: editarCapacitacionBody,
  respuesta: capacitacionGuardada,
  resumen: 'Edita una capacitación',
});

/** DELETE /capacitaciones/{id} (levels 0–1): deleted, or archived when it has results. */
export const borrarCapacitacion = endpoint({
  metodo: 'DELETE',
  ruta: '/capacitaciones/:id',
  politica: 'direccion',
  params: idParams,
  respuesta: mensajeResponse,
  resumen: 'Borra (o archiva) una capacitación',
});

/** GET /capacitaciones/{id}/examen: the questions, options shuffled, without answers. */
export const leerExamen = endpoint({
  metodo: 'GET',
  ruta: '/capacitaciones/:id/examen',
  politica: 'autenticado',
  params: idParams,
  respuesta: examenResponse,
  resumen: 'Preguntas del examen, sin respuestas',
});

/** POST /capacitaciones/{id}/examen: scores and records an attempt. */
export const responderExamen = endpoint({
  metodo: 'POST',
  ruta: '/capacitaciones/:id/examen',
  politica: 'autenticado',
  params: idParams,
  body: responderExamenBody,
  respuesta: resultadoExamen,
  resumen: 'Responde el examen',
});

/** GET /capacitaciones/turnos: upcoming slots. */
export const listarTurnos = endpoint({
  metodo: 'GET',
  ruta: '/capacitaciones/turnos',
  politica: 'autenticado',
  respuesta: turnosResponse,
  resumen: 'Turnos de capacitación próximos',
});

/** POST /capacitaciones/{id}/turnos: a trainer publishes a slot. */
export const publicarTurno = endpoint({
  metodo: 'POST',
  ruta: '/capacitaciones/:id/turnos',
  politica: 'staff',
  params: idParams,
  body: crearTurnoBody,
  respuesta: turnoGuardado,
  estado: 201,
  resumen: 'Publica un turno de capacitación',
});

/** POST /capacitaciones/turnos/{id}/reserva: books the caller. */
export const reservarTurno = endpoint({
  metodo: 'POST',
  ruta: '/capacitaciones/turnos/:id/reserva',
  politica: 'autenticado',
  params: idParams,
  respuesta: turnoGuardado,
  estado: 201,
  resumen: 'Reserva una plaza',
});

/** DELETE /capacitaciones/turnos/{id}/reserva: cancels the caller's booking (up to 2 hours before). */
export const cancelarReserva = endpoint({
  metodo: 'DELETE',
  ruta: '/capacitaciones/turnos/:id/reserva',
  politica: 'autenticado',
  params: idParams,
  respuesta: turnoGuardado,
  resumen: 'Cancela la reserva propia',
});

/** POST /capacitaciones/{id}/sesiones: a trainer records a session and its results. */
export const registrarSesion = endpoint({
  metodo: 'POST',
  ruta: '/capacitaciones/:id/sesiones',
  politica: 'staff',
  params: idParams,
  body: crearSesionBody,
  respuesta: sesionGuardada,
  estado: 201,
  resumen: 'Registra una sesión de capacitación',
});

/** GET /capacitaciones/{id}/aprobados (levels 0–3). */
export const listarAprobados = endpoint({
  metodo: 'GET',
  ruta: '/capacitaciones/:id/aprobados',
  politica: 'cronometrador',
  params: idParams,
  respuesta: aprobadosResponse,
  resumen: 'Quién aprobó una capacitación',
});

/** GET /capacitaciones/aprobadas?usuario=: a person's passed courses (levels 0–3). */
export const aprobadasDe = endpoint({
  metodo: 'GET',
  ruta: '/capacitaciones/aprobadas',
  politica: 'cronometrador',
  query: aprobadasQuery,
  respuesta: aprobadasResponse,
  resumen: 'Capacitaciones aprobadas de una persona',
});
