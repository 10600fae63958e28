import * as z from 'zod';
import { fechaIso } from '../comun/fechas';

/** Texts of the openings' screens and their server refusals (docs/reglas.md, Openings). */
export const MENSAJES_APERTURAS = {
  dia: 'El día debe ser un número del 1 (lunes) al 7 (domingo).',
  hora: 'La hora debe tener el formato HH:MM.',
  duracion: 'La duración debe ser un número entero de horas entre 1 y 12.',
  minimos: 'Los encargados mínimos deben ser un número entero entre 0 y 10.',
  nota: 'La nota no puede tener más de 100 caracteres.',
  semanaLarga: 'La semana admite como máximo 21 aperturas.',
  repetida: 'Hay dos aperturas el mismo día a la misma hora.',
  sinPaises: 'Añade al menos un país.',
  paisesLargo: 'Como máximo 8 países.',
  pais: 'El nombre del país debe tener entre 1 y 30 caracteres.',
  zona: 'Esa zona horaria no existe.',
  inicio: 'El inicio debe ser una fecha y hora válida.',
  titulo: 'El título debe tener entre 1 y 60 caracteres.',
  motivo: 'Escribe el motivo (1 a 200 caracteres).',
  fecha: 'La fecha debe ser una fecha AAAA-MM-DD.',
  rango: 'Elige como máximo 31 días, con la fecha final no anterior a la inicial.',
  pasado: 'La apertura debe empezar en el futuro.',
  lejos: 'Solo se pueden crear aperturas del próximo año.',
  ocupada: 'Ya hay una apertura a esa hora.',
  yaCerrado: 'Ese día ya está cerrado.',
  noExiste: 'Esa apertura no existe.',
  especialNoExiste: 'Esa apertura especial no existe.',
  cerrado: 'Ese día el restaurante está cerrado.',
  empezada: 'Esa apertura ya empezó.',
  soloEncargados: 'Solo los encargados (niveles 1 a 3) se apuntan a las aperturas.',
  ausencia: 'Estás de ausencia ese día.',
  tarde: 'Falta menos de una hora: pide a la administración que te quite de la apertura.',
  noApuntado: 'No estás apuntado a esa apertura.',
  horarioGuardado: 'Horario guardado',
  especialCreada: 'Apertura creada',
  diaCerrado: 'Día cerrado',
  especialBorrada: 'Apertura borrada',
  avisosGuardados: 'Preferencia guardada',
  errorCarga: 'No se pudieron cargar las aperturas.',
  error: 'No se pudo guardar.',
} as const;
const M = MENSAJES_APERTURAS;

/** Whether this runtime knows an IANA time zone. */
function zonaValida(zona: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zona });
    return true;
  } catch {
    return false;
  }
}

const entero = (min: number, max: number, mensaje: string) =>
  z.number({ error: mensaje }).int(mensaje).min(min, mensaje).max(max, mensaje);

/** `HH:MM` from 00:00 to 23:59. */
const hora = z.string({ error: M.hora }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.hora);

/** One regular opening of the week. */
export const aperturaSemanal = z.strictObject({
  dia: entero(1, 7, M.dia),
  hora,
  duracion_horas: entero(1, 12, M.duracion),
  encargados_minimos: entero(0, 10, M.minimos),
  nota: z.string({ error: M.nota }).trim().max(100, M.nota).nullish(),
});

/** The restaurant's schedule (GET answers it, PUT takes it). */
export const horario = z.strictObject({
  semana: z
    .array(aperturaSemanal, { error: M.semanaLarga })
    .max(21, M.semanaLarga)
    .refine((s) => new Set(s.map((a) => `${a.dia} ${a.hora}`)).size === s.length, M.repetida),
  paises: z
    .array(
      z.strictObject({
        pais: z.string({ error: M.pais }).trim().min(1, M.pais).max(30, M.pais),
        zona: z.string({ error: M.zona }).min(1, M.zona).max(64, M.zona).refine(zonaValida, M.zona),
      }),
      { error: M.sinPaises },
    )
    .min(1, M.sinPaises)
    .max(8, M.paisesLargo),
});
export type HorarioBody = z.infer<typeof horario>;

/** GET /aperturas/horario: the schedule and the community's time zone it is read in. */
export const horarioResponse = horario.extend({
  zona_horaria: z.string(),
  /** The closed days from yesterday on: the landing says "Hoy cerrado: {motivo}". */
  cierres: z.array(z.object({ fecha: z.string(), motivo: z.string() })),
});

/** PUT /aperturas/horario's answer: the schedule saved. */
export const horarioGuardadoResponse = horario.extend({
  zona_horaria: z.string(),
  message: z.string(),
});

const instante = z.iso.datetime({ offset: true, error: M.inicio });

/** POST /aperturas/especiales: a one-off opening, or a closed day. */
export const especialBody = z.union(
  [
    z.strictObject({
      inicio: instante,
      duracion_horas: entero(1, 12, M.duracion),
      titulo: z.string({ error: M.titulo }).trim().min(1, M.titulo).max(60, M.titulo),
      encargados_minimos: entero(0, 10, M.minimos),
    }),
    z.strictObject({
      fecha: fechaIso(M.fecha),
      cerrado: z.literal(true, { error: M.fecha }),
      motivo: z.string({ error: M.motivo }).trim().min(1, M.motivo).max(200, M.motivo),
    }),
  ],
  {
    error:
      'Envía una apertura (inicio, duración, título, encargados) o un día cerrado (fecha, cerrado, motivo).',
  },
);
export type EspecialBody = z.infer<typeof especialBody>;

/** DELETE /aperturas/especiales/{id}: the reason, told to the managers signed up. */
export const borrarEspecialBody = z.strictObject({
  motivo: z.string({ error: M.motivo }).trim().min(1, M.motivo).max(200, M.motivo),
});

/** One concrete opening (or a closed day's opening) of `GET /aperturas`. */
export const apertura = z.object({
  inicio: z.string(),
  fin: z.string(),
  /** Null for a regular opening of the week. */
  titulo: z.string().nullable(),
  nota: z.string().nullable(),
  encargados: z.array(z.string()),
  encargados_minimos: z.number(),
  cerrado: z.boolean(),
  motivo: z.string().nullable(),
  /** The one-off opening or closed day it comes from, to delete it. */
  especial_id: z.number().nullable(),
  /** Whether the caller is signed up. */
  apuntado: z.boolean(),
  /** Fewer managers than its minimum, not closed and not over. */
  hueco: z.boolean(),
});
export type Apertura = z.output<typeof apertura>;

/** GET /aperturas?desde=&hasta=: calendar days in the community's zone, at most 31. */
export const aperturasQuery = z
  .object({ desde: fechaIso(M.fecha).optional(), hasta: fechaIso(M.fecha).optional() })
  .refine(
    (q) =>
      !q.desde ||
      !q.hasta ||
      (q.hasta >= q.desde &&
        Date.parse(`${q.hasta}T00:00:00Z`) - Date.parse(`${q.desde}T00:00:00Z`) <= 30 * 86_400_000),
    { message: M.rango, path: ['hasta'] },
  );

export const aperturasResponse = z.object({
  aperturas: z.array(apertura),
  zona_horaria: z.string(),
});

/** POST /aperturas/apuntarse: the opening, by its start. */
export const apuntarseBody = z.strictObject({ inicio: instante });

/** DELETE /aperturas/apuntarse?inicio=&usuario=: oneself, or (administration) someone else. */
export const desapuntarseQuery = z.object({
  inicio: instante,
  usuario: z.coerce.number({ error: 'Persona no válida.' }).int().positive().optional(),
});

export const aperturaMensajeResponse = z.object({ message: z.string(), apertura });

/** The workers' "Avísame de las aperturas" (Configuración). */
export const avisosAperturas = z.strictObject({
  activo: z.boolean({ error: 'Indica si quieres los avisos.' }),
});
