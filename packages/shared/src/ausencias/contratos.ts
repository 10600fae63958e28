import * as z from 'zod';
import { fechaIso } from '../comun/fechas';

/** Texts of the leave screen and its server refusals (docs/reglas.md, Leave). */
export const MENSAJES_AUSENCIAS = {
  desdeVacio: 'Elige la fecha de inicio.',
  hastaVacio: 'Elige la fecha de fin.',
  desdeInvalido: 'La fecha de inicio debe ser una fecha AAAA-MM-DD.',
  hastaInvalido: 'La fecha de fin debe ser una fecha AAAA-MM-DD.',
  motivoObligatorio: 'Escribe el motivo de la ausencia.',
  motivoLargo: 'El motivo no puede tener más de 500 caracteres.',
  hastaAntes: 'La fecha de fin no puede ser anterior a la de inicio.',
  demasiadoLarga: 'Una ausencia dura como máximo 60 días.',
  desdePasado: 'La ausencia no puede empezar en el pasado.',
  soloPersonal: 'Solo el personal con rango puede pedir ausencias.',
  noExiste: 'La ausencia no existe.',
  sinPermiso: 'Solo puedes decidir ausencias de personas de rango inferior al tuyo.',
  yaDecidida: 'Esta ausencia ya fue decidida.',
  ajena: 'Solo puedes retirar tus propias solicitudes.',
  soloPendientes: 'Solo se pueden retirar solicitudes pendientes.',
  solicitada: 'Ausencia solicitada',
  aprobada: 'Ausencia aprobada',
  rechazada: 'Ausencia rechazada',
  retirada: 'Solicitud retirada',
  error: 'No se pudo guardar la ausencia.',
  errorCarga: 'No se pudieron cargar las ausencias.',
} as const;

/** The longest leave, in calendar days counting both ends. */
export const AUSENCIA_MAX_DIAS = 60;

/** Days from `desde` to `hasta` counting both ends (dates `YYYY-MM-DD`). */
export function diasDeAusencia(desde: string, hasta: string): number {
  return (
    Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/**
 * A day of the leave: missing or empty asks to choose it; anything else must be a date
 * (marked `format: date` in the API's JSON schema, as every date field).
 */
const diaDeAusencia = (vacio: string, invalido: string) =>
  z.string({ error: vacio }).min(1, vacio).pipe(fechaIso(invalido)).meta({ format: 'date' });

/** POST /ausencias: a leave request for oneself. */
export const crearAusenciaBody = z
  .strictObject({
    desde: diaDeAusencia(MENSAJES_AUSENCIAS.desdeVacio, MENSAJES_AUSENCIAS.desdeInvalido),
    hasta: diaDeAusencia(MENSAJES_AUSENCIAS.hastaVacio, MENSAJES_AUSENCIAS.hastaInvalido),
    motivo: z
      .string({ error: MENSAJES_AUSENCIAS.motivoObligatorio })
      .trim()
      .min(1, MENSAJES_AUSENCIAS.motivoObligatorio)
      .max(500, MENSAJES_AUSENCIAS.motivoLargo),
  })
  .refine((v) => v.hasta >= v.desde, { message: MENSAJES_AUSENCIAS.hastaAntes, path: ['hasta'] })
  .refine((v) => v.hasta < v.desde || diasDeAusencia(v.desde, v.hasta) <= AUSENCIA_MAX_DIAS, {
    message: MENSAJES_AUSENCIAS.demasiadoLarga,
    path: ['hasta'],
  });
export type CrearAusenciaBody = z.infer<typeof crearAusenciaBody>;

/** PATCH /ausencias/{id}: approve or reject a pending request. */
export const decidirAusenciaBody = z.strictObject({
  aprobada: z.boolean({ error: 'aprobada debe ser verdadero o falso.' }),
});

/** States of a leave request. */
export const ESTADOS_AUSENCIA = ['pendiente', 'aprobada', 'rechazada'] as const;

/** A leave request as listed. */
export const ausencia = z.object({
  id: z.number().int(),
  usuario: z.string(),
  desde: z.string(),
  hasta: z.string(),
  motivo: z.string(),
  estado: z.enum(ESTADOS_AUSENCIA),
  decidida_por: z.string().nullable(),
  /** The caller may approve or reject it (pending, and over a lower rank). */
  puede_decidir: z.boolean(),
  /** It is the caller's own pending request, so they may withdraw it. */
  puede_retirar: z.boolean(),
});
export type Ausencia = z.infer<typeof ausencia>;

/** GET /ausencias */
export const ausenciasResponse = z.object({ ausencias: z.array(ausencia) });

/** POST and PATCH /ausencias */
export const ausenciaGuardada = z.object({ message: z.string(), ausencia });

/** `YYYY-MM-DD` as `DD/MM`, as the leave refusal shows it. */
export function diaMes(fecha: string): string {
  return `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
}

/** The refusal of a timer start for a person on leave (docs/reglas.md, Leave). */
export function mensajeDeAusencia(hasta: string): string {
  return `Está de ausencia hasta el ${diaMes(hasta)}.`;
}
