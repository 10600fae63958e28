/**
 * One shared clock for every ticking timer on screen: a single interval while anything
 * listens. It beats four times a second, so a display reaches the next second at most
 * a quarter of a second late; components re-render only when their own value changes.
 */
const INTERVALO_MS = 250;

let ahora = Date.now();
let intervalo: ReturnType<typeof setInterval> | undefined;
const oyentes = new Set<() => void>();

function latir() {
  ahora = Date.now();
  for (const oyente of oyentes) oyente();
}

/** For useSyncExternalStore: starts the clock with the first listener, stops it with the last. */
export function suscribirLatido(oyente: () => void): () => void {
  oyentes.add(oyente);
  if (!intervalo) {
    ahora = Date.now();
    intervalo = setInterval(latir, INTERVALO_MS);
  }
  return () => {
    oyentes.delete(oyente);
    if (oyentes.size === 0 && intervalo) {
      clearInterval(intervalo);
      intervalo = undefined;
    }
  };
}

/**
 * This browser's time at the last beat: stable between beats, as useSyncExternalStore
 * needs (the first listener refreshes it, and React reads it again after subscribing).
 */
export function ahoraLatido(): number {
  return ahora;
}
