/**
 * A shift timer as stored: instants in epoch milliseconds, amounts in whole seconds.
 * Elapsed time is derived from these fields, never counted second by second.
 */
export interface Cronometro {
  iniciadoEn: number;
  /** When the current pause began; null while running. */
  pausadoDesde: number | null;
  /** Whole seconds spent in finished pauses. */
  segundosPausados: number;
  /** Signed whole seconds added (Sumar) or taken (Restar, -5) by hand. */
  ajusteSegundos: number;
}

/** Seconds taken off by the '-5' button. */
export const RESTA_RAPIDA_SEGUNDOS = 5 * 60;

// Every instant is read as whole seconds on the shift's own clock (since its start), so
// pauses measured with the same floor join seamlessly and no rounding drift builds up.
function segundoDelTurno(c: Cronometro, instante: number): number {
  return Math.floor((instante - c.iniciadoEn) / 1000);
}

/**
 * Elapsed seconds at `ahora`: running time since the start, minus paused stretches,
 * plus adjustments, never below zero (also when clocks disagree slightly).
 */
export function segundosTranscurridos(c: Cronometro, ahora: number): number {
  const fin = c.pausadoDesde ?? ahora;
  return Math.max(0, segundoDelTurno(c, fin) - c.segundosPausados + c.ajusteSegundos);
}

/** Stops the clock at `ahora`; a paused timer stays as it is. */
export function pausar(c: Cronometro, ahora: number): Cronometro {
  if (c.pausadoDesde !== null) return c;
  return { ...c, pausadoDesde: Math.max(ahora, c.iniciadoEn) };
}

/** Restarts the clock at `ahora`, adding the pause just ended; a running timer stays as it is. */
export function reanudar(c: Cronometro, ahora: number): Cronometro {
  if (c.pausadoDesde === null) return c;
  const pausa = Math.max(0, segundoDelTurno(c, ahora) - segundoDelTurno(c, c.pausadoDesde));
  return { ...c, pausadoDesde: null, segundosPausados: c.segundosPausados + pausa };
}

/**
 * Adds (positive) or takes (negative) seconds at `ahora`. Taking more than has elapsed
 * leaves the timer at zero, so time that runs afterwards counts from zero.
 */
export function ajustar(c: Cronometro, ahora: number, deltaSegundos: number): Cronometro {
  const efectivo = Math.max(Math.trunc(deltaSegundos), -segundosTranscurridos(c, ahora));
  return { ...c, ajusteSegundos: c.ajusteSegundos + efectivo };
}
