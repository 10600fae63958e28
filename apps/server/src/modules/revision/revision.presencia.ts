import type { Tx } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import { HabboNoResponde, type ClienteHabbo } from '../../lib/habbo-cliente';
import * as repo from './revision.repository';

/** A person with a running timer is read from Habbo at most this often. */
export const PRESENCIA_CADA_MS = 120_000;
/** A presence reading older than this is unknown (the person may have left since). */
export const PRESENCIA_VIGENTE_MS = 300_000;

/**
 * Whether each of `ids` is in the hotel, as the last presence read said within
 * `PRESENCIA_VIGENTE_MS` (docs/reglas.md, Habbo roster 35.9): true, false, or null when
 * unknown (hidden status, not found, never read or read too long ago). Reads the
 * database only: never Habbo.
 */
export async function enHotel(
  ctx: Pick<Ctx, 'db' | 'reloj'>,
  ids: number[],
  db: Tx = ctx.db,
): Promise<Map<number, boolean | null>> {
  const mapa = new Map<number, boolean | null>();
  if (ids.length === 0) return mapa;
  const desde = new Date(ahora(ctx).getTime() - PRESENCIA_VIGENTE_MS);
  for (const f of await repo.presenciasDesde(db, [...new Set(ids)], desde))
    mapa.set(f.id, f.enLinea);
  return mapa;
}

/**
 * One presence sweep: every worker in `ids` (those whose timer runs) not read in the
 * last two minutes is claimed (one process reads each) and read from Habbo through the
 * paced client, by `uniqueId` when verified, by name otherwise. Habbo not answering
 * ends the sweep; what was read before stays, and ages into unknown.
 */
export async function barrerPresencias(ctx: Ctx, cliente: ClienteHabbo, ids: number[]) {
  const momento = ahora(ctx);
  const reclamados = await repo.reclamarPresencias(ctx.db, ids, {
    ahora: momento,
    antes: new Date(momento.getTime() - PRESENCIA_CADA_MS),
  });
  if (reclamados.length === 0) return 0;
  let leidos = 0;
  for (const p of await repo.personasPorId(ctx.db, reclamados)) {
    let enLinea: boolean | null;
    try {
      const jugador =
        p.habboUniqueId !== null
          ? await cliente.jugadorPorId(p.habboUniqueId)
          : await cliente.jugadorPorNombre(p.username);
      enLinea = jugador?.online ?? null;
    } catch (err) {
      if (err instanceof HabboNoResponde) break;
      throw err;
    }
    await repo.guardarPresencia(ctx.db, p.id, { enLinea, leidoEn: ahora(ctx) });
    leidos++;
  }
  return leidos;
}
