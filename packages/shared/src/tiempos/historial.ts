import * as z from 'zod';
import { nombreUsuario } from '../cuenta/contratos';
import { esFechaIso, fechaIso } from '../comun/fechas';

/** Texts of the shift history, a timer's story and voiding (docs/reglas.md, History and corrections). */
export const MENSAJES_HISTORIAL = {
  noPuedesVer: 'No puedes ver el historial de esa persona.',
  usuarioNoExiste: 'El usuario no existe.',
  noExiste: 'El tiempo no existe.',
  motivo: 'Indica el motivo de la anulación (de 1 a 500 caracteres).',
  semanaInvalida: 'La semana debe ser un lunes con formato AAAA-MM-DD.',
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD.',
  cursorInvalido: 'El cursor no es válido.',
  formatoInvalido: 'El formato debe ser json o xlsx.',
  idInvalido: 'El identificador no es válido.',
  pagado: 'Esa semana ya está pagada; no se puede anular.',
  yaAnulado: 'Ese turno ya está anulado.',
  noConfirmado: 'Solo se puede anular un turno confirmado.',
  propio: 'No puedes anular tus propios turnos.',
  rangoInferior: 'Solo puedes anular turnos de personas de rango inferior al tuyo.',
  anulado: 'Turno anulado',
} as const;

const M = MENSAJES_HISTORIAL;

/** How many shifts (or audit rows) one page holds. */
export const TAMANO_PAGINA = 50;

/** A page cursor: the id of the last row of the previous page. */
export const cursor = z.coerce
  .number({ error: M.cursorInvalido })
  .int(M.cursorInvalido)
  .positive(M.cursorInvalido)
  .max(2_147_483_647, M.cursorInvalido);

/** Whether a `YYYY-MM-DD` date is a Monday (the first day of a pay week). */
export function esLunes(fecha: string): boolean {
  return esFechaIso(fecha) && new Date(`${fecha}T00:00:00Z`).getUTCDay() === 1;
}

/** `formato=xlsx` answers a spreadsheet instead of JSON. */
export const formato = z.enum(['json', 'xlsx'], { error: M.formatoInvalido }).optional();

/** GET /tiempos/historial */
export const historialQuery = z.object({
  usuario: nombreUsuario.optional(),
  encargado: nombreUsuario.optional(),
  semana: fechaIso(M.semanaInvalida).refine(esLunes, M.semanaInvalida).optional(),
  desde: fechaIso(M.fechaInvalida).optional(),
  hasta: fechaIso(M.fechaInvalida).optional(),
  cursor: cursor.optional(),
  formato,
});
export type HistorialQuery = z.infer<typeof historialQuery>;

/** States a shift of the history may be in. */
export const ESTADOS_HISTORIAL = ['confirmado', 'anulado', 'cancelado'] as const;

/** One closed shift as the history shows it. */
export const turnoHistorial = z.object({
  id: z.number().int(),
  usuario: z.string(),
  usuario_id: z.number().int(),
  encargado: z.string().nullable(),
  confirmado_por: z.string().nullable(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  iniciado_en: z.string(),
  confirmado_en: z.string().nullable(),
  /** Seconds confirmed (null for a cancelled shift). */
  segundos_confirmados: z.number().int().nullable(),
  /** The shift's time as `Xh Ym` (what it held when cancelled, for a cancelled one). */
  tiempo: z.string(),
  creditos: z.number().int().nullable(),
  bono_semanal: z.number().int(),
  /** Monday of its pay week (null for a cancelled shift). */
  semana: z.string().nullable(),
  estado: z.enum(ESTADOS_HISTORIAL),
  /** Whether its pay entry is paid (a paid shift cannot be voided). */
  pagado: z.boolean(),
  /** The requirement of the mission at confirmation, for the week's totals. */
  requisito_hrs: z.string().nullable(),
  requisito_times: z.string().nullable(),
  anulado_por: z.string().nullable(),
  anulado_en: z.string().nullable(),
  motivo: z.string().nullable(),
  /** Whether the caller may void it now. */
  puede_anular: z.boolean(),
});
export type TurnoHistorial = z.infer<typeof turnoHistorial>;

export const historialResponse = z.object({
  turnos: z.array(turnoHistorial),
  /** Cursor of the next page, or null on the last one. */
  siguiente: z.number().int().nullable(),
});
export type HistorialResponse = z.infer<typeof historialResponse>;

/** One change in a timer's story. */
export const eventoTiempo = z.object({
  accion: z.string(),
  actor: z.string().nullable(),
  creado_en: z.string(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
  motivo: z.string().nullable(),
});
export type EventoTiempo = z.infer<typeof eventoTiempo>;

/** GET /tiempos/:id/eventos */
export const eventosTiempoResponse = z.object({ eventos: z.array(eventoTiempo) });
export type EventosTiempoResponse = z.infer<typeof eventosTiempoResponse>;

/** POST /tiempos/anular */
export const anularBody = z.strictObject({
  id: z
    .number({ error: M.idInvalido })
    .int(M.idInvalido)
    .positive(M.idInvalido)
    .max(2_147_483_647, M.idInvalido),
  motivo: z.string({ error: M.motivo }).trim().min(1, M.motivo).max(500, M.motivo),
});
export type AnularBody = z.infer<typeof anularBody>;

export const anularResponse = z.object({ message: z.string(), turno: turnoHistorial });
