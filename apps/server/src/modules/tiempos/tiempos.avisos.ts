/** The PostgreSQL channel timer changes are announced on. */
export const CANAL_TIEMPOS = 'tiempos';

/** What a change announces: the action and the timer (or how many changed). */
export interface Aviso {
  accion: string;
  id?: number;
  total?: number;
}
