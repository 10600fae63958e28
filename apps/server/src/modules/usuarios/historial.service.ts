import type { Tx } from '../../db/client';
import { historialDe } from './historial.repository';

/**
 * A person's rank history for their profile (docs/reglas.md, Rank history). Kept apart
 * from `usuarios.service.ts`, which imports the account module that shows profiles.
 */
export function historialRangos(db: Tx, usuarioId: number) {
  return historialDe(db, usuarioId);
}
