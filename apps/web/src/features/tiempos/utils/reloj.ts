import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';

/**
 * How far the server's clock is ahead of this browser's, in milliseconds. The server
 * read `ahora` somewhere between sending and receiving, so the midpoint is the best
 * guess (as NTP does); an unreadable `ahora` means no correction.
 */
export function desfaseServidor(ahora: string, enviadoMs: number, recibidoMs: number): number {
  const servidor = Date.parse(ahora);
  if (Number.isNaN(servidor)) return 0;
  return Math.round(servidor - (enviadoMs + recibidoMs) / 2);
}

type Contable = Pick<TiempoListado, 'segundos' | 'pausado' | 'iniciado_en'>;

/**
 * Elapsed seconds of a listed timer at the server instant `ahoraMs`, computed as the
 * server does: whole seconds of the shift's own clock (since `iniciado_en`), minus the
 * pauses and plus the adjustments that the listing's `segundos` already reflects. So
 * every browser ticks to the next second at the same instant, whatever its fetch time.
 * A paused timer does not move; a running one never shows less than the server said.
 */
export function segundosEn(t: Contable, listadoEnMs: number, ahoraMs: number): number {
  if (t.pausado) return t.segundos;
  const inicio = Date.parse(t.iniciado_en);
  if (Number.isNaN(inicio) || Number.isNaN(listadoEnMs)) {
    return t.segundos + Math.max(0, Math.floor((ahoraMs - listadoEnMs) / 1000));
  }
  const segundoDelTurno = (ms: number) => Math.floor((ms - inicio) / 1000);
  // Paused seconds minus adjustments: fixed while the timer runs.
  const descuento = segundoDelTurno(listadoEnMs) - t.segundos;
  return Math.max(t.segundos, segundoDelTurno(ahoraMs) - descuento);
}

const dos = (n: number) => String(n).padStart(2, '0');

/** A ticking duration: `2h 05m 09s` (hours always shown, so the width stays steady). */
export function formatearReloj(segundos: number): string {
  const total = Math.max(0, Math.floor(segundos));
  const horas = Math.floor(total / 3600);
  const minutos = Math.floor((total % 3600) / 60);
  return `${horas}h ${dos(minutos)}m ${dos(total % 60)}s`;
}
