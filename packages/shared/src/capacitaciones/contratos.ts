import * as z from 'zod';
import { nombreUsuario } from '../cuenta/contratos';
import { idEnCuerpo } from '../comun/errores';

/** Texts of trainings and their server refusals (docs/reglas.md, Trainings). */
export const MENSAJES_CAPACITACIONES = {
  nombreObligatorio: 'Escribe el nombre de la capacitación.',
  nombreLargo: 'El nombre no puede tener más de 80 caracteres.',
  descripcionLarga: 'La descripción no puede tener más de 4000 caracteres.',
  nivelInvalido: 'El nivel de instructor debe estar entre 0 y 6.',
  requeridaInvalida: 'Indica para qué rango es obligatoria.',
  preguntaObligatoria: 'Escribe el texto de la pregunta.',
  opcionObligatoria: 'Escribe el texto de la opción.',
  opcionesCantidad: 'Cada pregunta lleva entre 2 y 6 opciones.',
  preguntasCantidad: 'El examen lleva entre 1 y 30 preguntas.',
  correctaInvalida: 'Marca cuál de las opciones es la correcta.',
  aprobadoConInvalido: 'El porcentaje para aprobar va de 1 a 100.',
  esperaInvalida: 'La espera entre intentos va de 0 a 10080 minutos.',
  noExiste: 'La capacitación no existe.',
  nombreRepetido: 'Ya hay una capacitación con ese nombre.',
  rangoNoExiste: 'Ese rango no existe en el catálogo.',
  creada: 'Capacitación creada',
  guardada: 'Capacitación guardada',
  borrada: 'Capacitación borrada',
  archivada: 'La capacitación tiene resultados: queda archivada.',
  sinExamen: 'Esta capacitación no tiene examen.',
  yaAprobada: 'Ya aprobaste esta capacitación.',
  respuestasInvalidas: 'Responde cada pregunta del examen una vez.',
  inicioInvalido: 'Indica la fecha y hora del turno.',
  inicioPasado: 'El turno debe empezar en el futuro.',
  plazasInvalidas: 'Un turno tiene entre 1 y 20 plazas.',
  noInstructor: 'No puedes impartir esta capacitación.',
  turnoNoExiste: 'El turno no existe.',
  turnoPasado: 'Ese turno ya empezó.',
  sinPlazas: 'No quedan plazas.',
  yaReservada: 'Ya tienes una reserva para esta capacitación.',
  turnoPropio: 'No puedes reservar un turno que impartes tú.',
  sinReserva: 'No tienes reserva en este turno.',
  cancelacionTardia: 'Solo se cancela una reserva hasta 2 horas antes del turno.',
  reservada: 'Reserva hecha',
  cancelada: 'Reserva cancelada',
  turnoPublicado: 'Turno publicado',
  asistentesCantidad: 'Indica entre 1 y 20 asistentes.',
  asistenteRepetido: 'Cada asistente aparece una vez.',
  asistenteNoExiste: 'Uno de los asistentes no existe.',
  asistentePropio: 'No puedes calificarte a ti mismo.',
  turnoDeOtra: 'Ese turno es de otra capacitación.',
  turnoConSesion: 'Ese turno ya tiene su sesión registrada.',
  notaLarga: 'La nota no puede tener más de 500 caracteres.',
  sesionRegistrada: 'Sesión registrada',
  soloDireccion: 'Solo la dirección (niveles 0–1) puede dar un rango sin capacitación.',
  error: 'No se pudo guardar.',
  errorCarga: 'No se pudieron cargar las capacitaciones.',
} as const;

/** "Podrás intentarlo de nuevo a las {HH:MM}." */
export function mensajeEspera(hora: string): string {
  return `Podrás intentarlo de nuevo a las ${hora}.`;
}

/** "{usuario} aún no ha aprobado la capacitación «{curso}»." */
export function mensajeSinCapacitacion(usuario: string, curso: string): string {
  return `${usuario} aún no ha aprobado la capacitación «${curso}».`;
}

/**
 * `sin_capacitacion: true` in a change that gives a rank: levels 0–1 go ahead without the
 * course it requires (docs/reglas.md, Trainings 33.6).
 */
export const sinCapacitacion = z
  .boolean({ error: 'sin_capacitacion debe ser verdadero o falso.' })
  .optional();

/** What a course may be required for: the first rank anyone gets, or a rank of the catalog by name. */
export const PRIMER_RANGO = 'primer_rango';

const M = MENSAJES_CAPACITACIONES;
const entero = (mensaje: string, min: number, max: number) =>
  z.number({ error: mensaje }).int(mensaje).min(min, mensaje).max(max, mensaje);

const pregunta = z
  .strictObject({
    texto: z.string({ error: M.preguntaObligatoria }).trim().min(1, M.preguntaObligatoria).max(500),
    opciones: z
      .array(z.string({ error: M.opcionObligatoria }).trim().min(1, M.opcionObligatoria).max(200), {
        error: M.opcionesCantidad,
      })
      .min(2, M.opcionesCantidad)
      .max(6, M.opcionesCantidad),
    correcta: entero(M.correctaInvalida, 0, 5),
  })
  .refine((p) => p.correcta < p.opciones.length, {
    error: M.correctaInvalida,
    path: ['correcta'],
  });

/** An exam as the administration writes it (with the right answers). */
export const examenBody = z.strictObject({
  preguntas: z
    .array(pregunta, { error: M.preguntasCantidad })
    .min(1, M.preguntasCantidad)
    .max(30, M.preguntasCantidad),
  aprobado_con: entero(M.aprobadoConInvalido, 1, 100).optional(),
  espera_minutos: entero(M.esperaInvalida, 0, 10080).optional(),
});
export type ExamenBody = z.infer<typeof examenBody>;

const campos = {
  nombre: z
    .string({ error: M.nombreObligatorio })
    .trim()
    .min(1, M.nombreObligatorio)
    .max(80, M.nombreLargo),
  descripcion: z.string({ error: M.descripcionLarga }).trim().max(4000, M.descripcionLarga),
  nivel_instructor: entero(M.nivelInvalido, 0, 6),
  requerida_para: z
    .string({ error: M.requeridaInvalida })
    .trim()
    .min(1, M.requeridaInvalida)
    .max(60, M.requeridaInvalida)
    .nullable(),
  examen: examenBody.nullable(),
};

/** POST /capacitaciones (levels 0–1). */
export const crearCapacitacionBody = z.strictObject({
  nombre: campos.nombre,
  descripcion: campos.descripcion.optional(),
  nivel_instructor: campos.nivel_instructor.optional(),
  requerida_para: campos.requerida_para.optional(),
  examen: campos.examen.optional(),
});
export type CrearCapacitacionBody = z.infer<typeof crearCapacitacionBody>;

/** PATCH /capacitaciones/{id}: any of the fields. */
export const editarCapacitacionBody = crearCapacitacionBody.partial();
export type EditarCapacitacionBody = z.infer<typeof editarCapacitacionBody>;

/** A course as everyone reads it, with the caller's own state. */
export const capacitacion = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string(),
  nivel_instructor: z.number(),
  requerida_para: z.string().nullable(),
  examen: z
    .object({ preguntas: z.number(), aprobado_con: z.number(), espera_minutos: z.number() })
    .nullable(),
  /** The caller may publish slots and record sessions of it. */
  puede_impartir: z.boolean(),
  aprobada: z.boolean(),
  /** When the caller passed it (ISO instant), or null. */
  fecha: z.string().nullable(),
  /** Who passed the caller; null by exam or when not passed. */
  instructor: z.string().nullable(),
  /** When the caller may try the exam again (ISO instant), or null when now. */
  proximo_intento: z.string().nullable(),
});
export type Capacitacion = z.output<typeof capacitacion>;

/** GET /capacitaciones. */
export const capacitacionesResponse = z.object({ capacitaciones: z.array(capacitacion) });

/** GET /capacitaciones/{id}/edicion: the course with its exam's answers, for levels 0–1. */
export const edicionResponse = z.object({
  id: z.number(),
  nombre: z.string(),
  descripcion: z.string(),
  nivel_instructor: z.number(),
  requerida_para: z.string().nullable(),
  examen: z
    .object({
      preguntas: z.array(
        z.object({ texto: z.string(), opciones: z.array(z.string()), correcta: z.number() }),
      ),
      aprobado_con: z.number(),
      espera_minutos: z.number(),
    })
    .nullable(),
});

/** The answer of a course's write. */
export const capacitacionGuardada = z.object({ message: z.string(), id: z.number() });

/** GET /capacitaciones/{id}/examen: the questions without their answers. */
export const examenResponse = z.object({
  preguntas: z.array(
    z.object({
      id: z.number(),
      texto: z.string(),
      opciones: z.array(z.object({ id: z.number(), texto: z.string() })),
    }),
  ),
  aprobado_con: z.number(),
});
export type Examen = z.output<typeof examenResponse>;

/** POST /capacitaciones/{id}/examen. */
export const responderExamenBody = z.strictObject({
  respuestas: z
    .array(
      z.strictObject({
        pregunta: idEnCuerpo(M.respuestasInvalidas),
        opcion: idEnCuerpo(M.respuestasInvalidas),
      }),
      { error: M.respuestasInvalidas },
    )
    .max(30, M.respuestasInvalidas),
});
export type ResponderExamenBody = z.infer<typeof responderExamenBody>;

/** The score of an attempt; `falladas` are the ids of the questions answered wrong (not their answers). */
export const resultadoExamen = z.object({
  aciertos: z.number(),
  total: z.number(),
  porcentaje: z.number(),
  aprobado: z.boolean(),
  falladas: z.array(z.number()),
  proximo_intento: z.string().nullable(),
});
export type ResultadoExamen = z.output<typeof resultadoExamen>;

/** POST /capacitaciones/{id}/turnos. */
export const crearTurnoBody = z.strictObject({
  inicio: z.iso.datetime({ offset: true, error: M.inicioInvalido }),
  plazas: entero(M.plazasInvalidas, 1, 20),
});
export type CrearTurnoBody = z.infer<typeof crearTurnoBody>;

/** A slot as the list shows it. */
export const turno = z.object({
  id: z.number(),
  capacitacion: z.object({ id: z.number(), nombre: z.string() }),
  instructor: z.string(),
  inicio: z.string(),
  plazas: z.number(),
  libres: z.number(),
  reservado: z.boolean(),
  /** The caller gives it: they see who booked and record its session. */
  es_mio: z.boolean(),
  /** Who booked (only for its trainer and levels 0–1; else empty). */
  asistentes: z.array(z.string()),
});
export type Turno = z.output<typeof turno>;

/** GET /capacitaciones/turnos. */
export const turnosResponse = z.object({ turnos: z.array(turno) });

/** The answer of a slot's write. */
export const turnoGuardado = z.object({ message: z.string(), turno });

/** POST /capacitaciones/{id}/sesiones. */
export const crearSesionBody = z.strictObject({
  turno_id: idEnCuerpo(M.turnoNoExiste).optional(),
  asistentes: z
    .array(
      z.strictObject({
        usuario: nombreUsuario,
        aprobado: z.boolean({ error: 'aprobado debe ser verdadero o falso.' }),
        nota: z.string({ error: M.notaLarga }).trim().max(500, M.notaLarga).optional(),
      }),
      { error: M.asistentesCantidad },
    )
    .min(1, M.asistentesCantidad)
    .max(20, M.asistentesCantidad),
});
export type CrearSesionBody = z.infer<typeof crearSesionBody>;

/** The answer of a recorded session. */
export const sesionGuardada = z.object({ message: z.string(), id: z.number() });

/** GET /capacitaciones/{id}/aprobados. */
export const aprobadosResponse = z.object({
  aprobados: z.array(
    z.object({ usuario: z.string(), fecha: z.string(), instructor: z.string().nullable() }),
  ),
});

/** GET /capacitaciones/aprobadas?usuario=: the courses a person passed. */
export const aprobadasQuery = z.object({ usuario: nombreUsuario });
export const aprobadasResponse = z.object({
  aprobadas: z.array(
    z.object({
      id: z.number(),
      nombre: z.string(),
      fecha: z.string(),
      instructor: z.string().nullable(),
    }),
  ),
});
