/** The PostgreSQL channel timer changes are announced on. */
export const CANAL_TIEMPOS = 'tiempos';

/**
 * What a change announces: the action and the timer (or how many changed), and the
 * people whose timers or requests it changed (`usuarios`: their own screens follow it,
 * docs/reglas.md, Notifications 24.3).
 */
export interface Aviso {
  accion: string;
  id?: number;
  total?: number;
  usuarios?: number[];
}

/** The people of some timers or requests, once each. */
export const personasDe = (filas: readonly { usuarioId: number }[]) => [
  ...new Set(filas.map((f) => f.usuarioId)),
];
