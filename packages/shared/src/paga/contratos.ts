import * as z from 'zod';
import { fechaCorta, fechaIso } from '../comun/fechas';
import { esLunes, formato } from '../tiempos/historial';

/** Refusal texts of the pay list. */
export const MENSAJES_PAGA = {
  noExiste: 'El pago no existe.',
  propio: 'No puedes pagarte a ti mismo.',
  rangoInferior: 'Solo puedes pagar a rangos inferiores al tuyo.',
  yaPagado: 'Este pago ya fue realizado.',
  pagado: 'Estado de pago actualizado correctamente',
  idInvalido: 'El identificador no es válido.',
  semanaInvalida: 'La semana debe ser una fecha AAAA-MM-DD.',
  sinCreditos: 'Esta entrada no tiene créditos.',
  semanaEnCurso: 'La semana aún no ha terminado.',
  semanaLunes: 'La semana debe ser un lunes con formato AAAA-MM-DD.',
} as const;

/** The answer of one payment: who got how much, of which week (docs/reglas.md, Pay 7.9). */
export function mensajePagado(usuario: string, creditos: number, semana: string): string {
  return `Pagaste ${creditos} créditos a ${usuario} de la semana del ${fechaCorta(semana)}.`;
}

/**
 * Where the worker stands against the weekly pay's requirement that week
 * (docs/reglas.md, Pay 7.12): `turnos` shifts of at least `horas_minimas` hours out of
 * `necesarios` (0 when the mission has no weekly pay).
 */
export const requisito = z.object({
  turnos: z.number().int(),
  necesarios: z.number().int(),
  horas_minimas: z.number(),
  cumplido: z.boolean(),
});

/**
 * A pay entry (docs/reglas.md, Pay 7.5): one worker's credits for
 * one pay week. `creditos` = shift pays + weekly pay; frozen once paid.
 */
export const pagoListado = z.object({
  id: z.number().int(),
  usuario: z.string(),
  usuario_id: z.number().int(),
  /** The mission of the entry's latest shift (rank name included, e.g. "Chef ejecutivo Diamante"). */
  mision: z.string().nullable(),
  rango: z.string().nullable(),
  creditos: z.number().int(),
  pagado: z.boolean(),
  /** Monday (`YYYY-MM-DD`) of the pay week. */
  semana: z.string(),
  turnos: z.number().int(),
  segundos: z.number().int(),
  tiempo: z.string(),
  creditos_turnos: z.number().int(),
  bono_semanal: z.number().int(),
  pagado_en: z.string().nullable(),
  pagado_por: z.string().nullable(),
  /** Whether the caller may pay it (unpaid, with credits, not their own, and a lower rank). */
  puede_pagar: z.boolean(),
  /** The worker's whole pay week against the weekly requirement (Pay 7.12). */
  requisito,
});
export type PagoListado = z.infer<typeof pagoListado>;

/** GET /tiempos/calcular-creditos-confirmados */
export const pagosResponse = z.object({
  semana: z.string(),
  resultados: z.array(pagoListado),
  total_pendiente: z.number().int(),
  personas_pendientes: z.number().int(),
});
export type PagosResponse = z.infer<typeof pagosResponse>;

/** Query of the pay list: one pay week (its Monday), or by default what is pending and recent. */
export const pagosQuery = z.object({
  semana: fechaIso(MENSAJES_PAGA.semanaInvalida).optional(),
  /** `xlsx`: the same list as a spreadsheet. */
  formato,
});

/** POST /tiempos/marcar-pagado */
export const marcarPagadoBody = z.strictObject({
  id: z
    .number({ error: MENSAJES_PAGA.idInvalido })
    .int(MENSAJES_PAGA.idInvalido)
    .positive(MENSAJES_PAGA.idInvalido)
    .max(2_147_483_647, MENSAJES_PAGA.idInvalido),
});

/** Answer of marcar-pagado: the settled entry. */
export const marcarPagadoResponse = z.object({ message: z.string(), pago: pagoListado });

/** POST /tiempos/pagar-semana: pays a whole pay week that has ended (its Monday). */
export const pagarSemanaBody = z.strictObject({
  semana: fechaIso(MENSAJES_PAGA.semanaLunes).refine(esLunes, MENSAJES_PAGA.semanaLunes),
});
export type PagarSemanaBody = z.infer<typeof pagarSemanaBody>;

/** Answer of pagar-semana: what was paid, and whose entries were left and why. */
export const pagarSemanaResponse = z.object({
  message: z.string(),
  semana: z.string(),
  pagadas: z.number().int(),
  creditos: z.number().int(),
  omitidas: z.array(z.object({ usuario: z.string(), motivo: z.string() })),
});
export type PagarSemanaResponse = z.infer<typeof pagarSemanaResponse>;
