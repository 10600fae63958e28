/** Numeric staff level: a lower number is a higher rank (0 owner … 7 guest). */
export type Nivel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The owner's level: acts on anyone and sees everything. */
export const NIVEL_DUENO = 0;
/** The level of a registered account without a rank ("Invitado"). */
export const NIVEL_INVITADO = 7;
/** Every level, highest rank first. */
export const NIVELES: readonly Nivel[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** Shown wherever an account has no rank. */
export const RANGO_INVITADO = 'Invitado';

/** True when the value is one of the eight known levels. */
export function esNivel(value: unknown): value is Nivel {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 7;
}

/** Staff are ranked accounts below the owner that can be timed and paid (1–6). */
export function esTrabajador(nivel: number): boolean {
  return nivel >= 1 && nivel <= 6;
}

/** Timekeepers run shift timers of lower ranks (0–3). */
export function esCronometrador(nivel: number): boolean {
  return nivel >= 0 && nivel <= 3;
}

/** Administration sells, pays, dismisses and manages people (0–2). */
export function esAdministracion(nivel: number): boolean {
  return nivel >= 0 && nivel <= 2;
}

/** The management: the owner and level 1, who read the audit trail (0–1). */
export function esDireccion(nivel: number): boolean {
  return nivel >= 0 && nivel <= 1;
}

/** Staff of any rank, owner included (0–6); guests are not staff. */
export function esStaff(nivel: number): boolean {
  return nivel >= 0 && nivel <= 6;
}

/**
 * Whether `actor` may act over `target` (time, pay, dismiss, re-rank…): only a
 * strictly higher rank does, the owner acts on anyone, nobody acts on themselves.
 */
export function puedeActuarSobre(
  actor: { id: number; nivel: number },
  target: { id: number; nivel: number },
): boolean {
  if (actor.id === target.id) return false;
  if (actor.nivel === NIVEL_DUENO) return true;
  return actor.nivel < target.nivel;
}

/** Whether `actor` may hand out a post of level `nivelDestino` (never at or above their own). */
export function puedeAsignarNivel(actor: { nivel: number }, nivelDestino: number): boolean {
  if (actor.nivel === NIVEL_DUENO) return nivelDestino > NIVEL_DUENO;
  return nivelDestino > actor.nivel;
}
