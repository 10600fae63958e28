import * as z from 'zod';
import { nombreUsuario } from '../cuenta/contratos';
import { requisito } from '../paga/contratos';

/** Refusal and validation texts of the timers, shared by server and web. */
export const MENSAJES_TIEMPOS = {
  minutosInvalidos: 'Por favor, ingrese un número válido de minutos.',
  tipoInvalido: 'El tipo de ajuste debe ser Sumar o Restar.',
  idInvalido: 'El identificador no es válido.',
  confirmadoFalso: 'Para confirmar el tiempo envía confirmado: true.',
  yaAbierto: 'Ya hay un tiempo abierto para ese usuario.',
  rangoInferior: 'Solo puedes registrar tiempo de rangos inferiores al tuyo.',
  propio: 'No puedes registrar tu propio tiempo.',
  encargadoAjeno: 'El encargado debe ser tu propio usuario.',
  noTrabajador: 'Ese usuario no forma parte del personal: no se puede registrar su tiempo.',
  usuarioNoExiste: 'Usuario no encontrado.',
  noExiste: 'El tiempo no existe.',
  noEsTuyo: 'Solo el encargado de este tiempo o un rango superior al suyo puede modificarlo.',
  yaConfirmado: 'Este tiempo ya fue confirmado.',
  yaCancelado: 'Este tiempo fue cancelado.',
  yaPausado: 'Este tiempo ya está pausado.',
  noPausado: 'Este tiempo no está pausado.',
  turnoMaximo:
    'Este tiempo alcanzó el turno máximo: ajústalo, confírmalo o cancélalo antes de reanudarlo.',
  sinEncargado: 'Este tiempo ya no tiene encargado.',
} as const;

/** Refusal of an adjustment that would take a timer past the maximum shift setting. */
export function mensajeAjusteMaximo(maxTurnoHoras: number): string {
  return `El ajuste pasaría del turno máximo de ${maxTurnoHoras} h.`;
}

/** Longest manual adjustment, in minutes (10 hours). */
export const AJUSTE_MINUTOS_MAX = 600;

/** The id of a timer in a body. */
export const idTiempo = z
  .number({ error: MENSAJES_TIEMPOS.idInvalido })
  .int(MENSAJES_TIEMPOS.idInvalido)
  .positive(MENSAJES_TIEMPOS.idInvalido)
  .max(2_147_483_647, MENSAJES_TIEMPOS.idInvalido);

/**
 * Minutes of an adjustment: a whole number from 1 to 600. Digits typed in a text field
 * (`'15'`) are accepted too, so the web form validates with the same rule.
 */
export const minutosAjuste = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: MENSAJES_TIEMPOS.minutosInvalidos })
    .int(MENSAJES_TIEMPOS.minutosInvalidos)
    .min(1, MENSAJES_TIEMPOS.minutosInvalidos)
    .max(AJUSTE_MINUTOS_MAX, MENSAJES_TIEMPOS.minutosInvalidos),
);

/** POST /tiempos/log: `encargado` must be the caller's own name. */
export const logBody = z.strictObject({ encargado: nombreUsuario, usuario: nombreUsuario });
export type LogBody = z.infer<typeof logBody>;

/** POST /tiempos/pausar, /reanudar, /restar-5 */
export const tiempoIdBody = z.strictObject({ id: idTiempo });

/** POST /tiempos/ajustar */
export const ajustarBody = z.strictObject({
  id: idTiempo,
  minutos: minutosAjuste,
  tipo: z.enum(['Sumar', 'Restar'], { error: MENSAJES_TIEMPOS.tipoInvalido }),
});
export type AjustarBody = z.infer<typeof ajustarBody>;

/** POST /tiempos/confirmar (`confirmado` may be left out; false is refused). */
export const confirmarBody = z.strictObject({
  id: idTiempo,
  confirmado: z
    .boolean({ error: MENSAJES_TIEMPOS.confirmadoFalso })
    .refine((v) => v, MENSAJES_TIEMPOS.confirmadoFalso)
    .optional(),
});

/** POST /tiempos/desligar: one timer, several, or (empty body) all of the caller's. */
export const desligarBody = z
  .strictObject({
    id: idTiempo.optional(),
    ids: z
      .array(idTiempo, { error: 'ids debe ser una lista de identificadores.' })
      .min(1, 'Selecciona al menos un tiempo.')
      .max(500, 'Demasiados tiempos a la vez.')
      .optional(),
  })
  .refine((v) => v.id === undefined || v.ids === undefined, 'Envía id o ids, no ambos.');
export type DesligarBody = z.infer<typeof desligarBody>;

/** POST /tiempos/ligar: `encargado` must be the caller's own name. */
export const ligarBody = z.strictObject({ encargado: nombreUsuario });

/** States of a timer: open while `activo` or `pausado`; a confirmed shift may be voided (`anulado`). */
export const ESTADOS_TIEMPO = ['activo', 'pausado', 'confirmado', 'anulado', 'cancelado'] as const;
/** One of the states of a timer. */
export type EstadoTiempo = (typeof ESTADOS_TIEMPO)[number];

/** A timer as an action answers it (docs/reglas.md, Timers). */
export const tiempoBase = z.object({
  id: z.number().int(),
  usuario: z.string(),
  usuario_id: z.number().int(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  encargado: z.string().nullable(),
  encargado_id: z.number().int().nullable(),
  tiempoTranscurrido: z.string(),
  segundos: z.number().int(),
  pausado: z.boolean(),
  pausas_count: z.number().int(),
  estado: z.enum(ESTADOS_TIEMPO),
  olvidado: z.boolean(),
  iniciado_en: z.string(),
  pausado_desde: z.string().nullable(),
  /** Whether the caller may operate this timer (its manager or above). */
  puede_operar: z.boolean(),
});
/** A timer as an action answers it. */
export type TiempoBase = z.infer<typeof tiempoBase>;

/** An open timer as the Tiempos screen lists it, with what confirming it now would pay. */
export const tiempoListado = tiempoBase.extend({
  /** Credits a confirmation now would pay (docs/reglas.md, Timers 6.16). */
  creditos_previstos: z.number().int(),
  /** Weekly pay a confirmation now would bring (0 when none). */
  bono_previsto: z.number().int(),
  /**
   * Whether Habbo shows the worker connected now: null when unknown (hidden status, not
   * found, not read lately) (docs/reglas.md, Habbo roster 35.9).
   */
  en_hotel: z.boolean().nullable(),
});
export type TiempoListado = z.infer<typeof tiempoListado>;

/** GET /tiempos/all: open timers and the server's time, so the screen can tick. */
export const tiemposResponse = z.object({ tiempos: z.array(tiempoListado), ahora: z.string() });
export type TiemposResponse = z.infer<typeof tiemposResponse>;

/** Answer of an action on one timer: the timer as it now is. */
export const tiempoAccionResponse = z.object({ message: z.string(), tiempo: tiempoBase });

/** Answer of POST /tiempos/confirmar: the closed shift with its credits. */
export const confirmarResponse = z.object({
  message: z.string(),
  /** Seconds left to undo this confirmation (docs/reglas.md, Timers 6.17). */
  deshacer_segundos: z.number().int(),
  tiempo: tiempoBase.extend({
    segundos_confirmados: z.number().int(),
    creditos: z.number().int(),
    bono_semanal: z.number().int(),
    semana: z.string(),
    pago_id: z.number().int(),
  }),
});

/** Answer of ligar and desligar: how many timers changed. */
export const cambioMultipleResponse = z.object({
  message: z.string(),
  ids: z.array(z.number().int()),
});

/** One worker in the ranking of confirmed time (no position without time this week). */
export const filaRanking = z.object({
  posicion: z.number().int().nullable(),
  usuario: z.string(),
  rango: z.string().nullable(),
  segundos_semana: z.number().int(),
  tiempo_semana: z.string(),
  segundos_total: z.number().int(),
  tiempo_total: z.string(),
});
export type FilaRanking = z.infer<typeof filaRanking>;

/** GET /tiempos/ranking: this pay week's ranking, and the caller's place in it. */
export const rankingResponse = z.object({
  semana: z.string(),
  ranking: z.array(filaRanking),
  mio: filaRanking.omit({ usuario: true, rango: true }),
});
export type RankingResponse = z.infer<typeof rankingResponse>;

/** GET /tiempos/mios: the dashboard's summary of the caller's own time and pay. */
export const misTiemposResponse = z.object({
  semana: z.string(),
  segundos_semana: z.number().int(),
  tiempo_semana: z.string(),
  segundos_total: z.number().int(),
  tiempo_total: z.string(),
  creditos_pendientes: z.number().int(),
  posicion: z.number().int().nullable(),
  participantes: z.number().int(),
  /** This pay week against the weekly requirement of the caller's mission (docs/reglas.md, Pay 7.15). */
  requisito,
  /** Credits earned this pay week, paid or not. */
  creditos_semana: z.number().int(),
  /** The caller's latest payment, or null when nothing was ever paid to them. */
  ultimo_pago: z
    .object({
      semana: z.string(),
      creditos: z.number().int(),
      pagado_por: z.string().nullable(),
      pagado_en: z.string(),
    })
    .nullable(),
});
export type MisTiempos = z.infer<typeof misTiemposResponse>;

/** Query of GET /tiempos/stream: EventSource cannot send headers, so the token travels here. */
export const streamQuery = z.object({ token: z.string().max(4096).optional() });
