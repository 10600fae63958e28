import { numeroDeRequisito } from '../paga/reglas';

/**
 * Whether this pay week's confirmed shifts (their lengths in seconds) meet a mission's
 * weekly requirement: at least `requisito_times` shifts of at least `requisito_hrs`
 * hours. A requirement of no shifts is always met.
 */
export function requisitoCumplido(
  turnos: readonly number[],
  requisito: { requisito_hrs: string; requisito_times: string },
): boolean {
  const veces = Math.ceil(numeroDeRequisito(requisito.requisito_times));
  if (veces <= 0) return true;
  const minimo = numeroDeRequisito(requisito.requisito_hrs) * 3600;
  return turnos.filter((s) => s >= minimo).length >= veces;
}

/** Whole days between two instants (0 when `desde` is later). */
export function diasEntre(desde: Date, hasta: Date): number {
  return Math.max(0, Math.floor((hasta.getTime() - desde.getTime()) / 86_400_000));
}
