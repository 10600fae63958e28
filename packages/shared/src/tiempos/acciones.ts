import * as z from 'zod';
import { formatearDuracion } from '../comun/duracion';
import { nombreUsuario } from '../cuenta/contratos';
import { idTiempo } from './contratos';

/** Texts of undo, batch actions and hand-over (docs/reglas.md, Timers 6.16–6.21). */
export const MENSAJES_ACCIONES = {
  noSePuedeDeshacer: 'Ya no se puede deshacer: anula el turno desde Historial.',
  deshacerAjeno: 'Solo quien confirmó este tiempo o un rango superior puede deshacerlo.',
  accionLote: 'Elige pausar, reanudar o confirmar.',
  idsLote: 'Selecciona al menos un tiempo.',
  maximoLote: 'Como máximo 50 tiempos a la vez.',
  encargadoNoExiste: 'Ese encargado no existe.',
  noCronometrador: 'El nuevo encargado debe poder cronometrar a esa persona (un rango superior).',
  mismoEncargado: 'Ese tiempo ya lo lleva esa persona.',
} as const;

/** "7 créditos", "1 crédito". */
export function creditosTexto(n: number): string {
  return `${n} ${n === 1 ? 'crédito' : 'créditos'}`;
}

/**
 * What a confirmation says, naming the person, the time and the credits
 * ("Tiempo de Cocinero1 confirmado: 2h 15m, 7 créditos.").
 */
export function mensajeConfirmado(
  usuario: string,
  segundos: number,
  creditos: number,
  bono = 0,
): string {
  const semanal = bono > 0 ? ` + ${bono} de paga semanal` : '';
  return `Tiempo de ${usuario} confirmado: ${formatearDuracion(segundos)}, ${creditosTexto(creditos)}${semanal}.`;
}

/** A confirmation that cannot be undone because the worker has another open timer. */
export function mensajeOtroAbierto(usuario: string): string {
  return `Ya no se puede deshacer: ${usuario} ya tiene otro tiempo abierto.`;
}

/**
 * A confirmation that cannot be undone because its worker is no longer staff (a guest:
 * dismissed since): undone, the timer would be a guest's (docs/reglas.md, Timers 6.17).
 */
export function mensajeYaNoEsPersonal(usuario: string): string {
  return `${usuario} ya no forma parte del personal: anula el turno desde Historial.`;
}

/** What an undone confirmation says. */
export function mensajeDeshecho(usuario: string, segundos: number): string {
  return `Confirmación deshecha: el tiempo de ${usuario} (${formatearDuracion(segundos)}) vuelve a estar pausado.`;
}

/** What a hand-over says. */
export function mensajeTraspasado(usuario: string, encargado: string): string {
  return `Tiempo de ${usuario} traspasado a ${encargado}.`;
}

/** POST /tiempos/deshacer */
export const deshacerBody = z.strictObject({ id: idTiempo });

/** The batch actions of POST /tiempos/lote. */
export const ACCIONES_LOTE = ['pausar', 'reanudar', 'confirmar'] as const;
/** One of the batch actions. */
export type AccionLote = (typeof ACCIONES_LOTE)[number];

/** Most timers one batch acts on. */
export const MAXIMO_LOTE = 50;

/** POST /tiempos/lote: one action on 1 to 50 timers. */
export const loteBody = z.strictObject({
  accion: z.enum(ACCIONES_LOTE, { error: MENSAJES_ACCIONES.accionLote }),
  ids: z
    .array(idTiempo, { error: MENSAJES_ACCIONES.idsLote })
    .min(1, MENSAJES_ACCIONES.idsLote)
    .max(MAXIMO_LOTE, MENSAJES_ACCIONES.maximoLote),
});
export type LoteBody = z.infer<typeof loteBody>;

/** The outcome of one timer of a batch: done, or the refusal's message. */
export const resultadoLote = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  message: z.string(),
  /** A confirmation: seconds left to undo it. */
  deshacer_segundos: z.number().int().optional(),
});
export type ResultadoLote = z.infer<typeof resultadoLote>;

/** Answer of POST /tiempos/lote: one result per timer, in the order sent. */
export const loteResponse = z.object({ message: z.string(), resultados: z.array(resultadoLote) });
export type LoteResponse = z.infer<typeof loteResponse>;

/** POST /tiempos/traspasar: `encargado` is the new manager's name. */
export const traspasarBody = z.strictObject({ id: idTiempo, encargado: nombreUsuario });
export type TraspasarBody = z.infer<typeof traspasarBody>;

/** GET /tiempos/{id}/encargados: the timekeepers a timer may be handed over to. */
export const encargadosResponse = z.object({
  encargados: z.array(z.object({ usuario: z.string(), rango: z.string().nullable() })),
});
export type EncargadosResponse = z.infer<typeof encargadosResponse>;
