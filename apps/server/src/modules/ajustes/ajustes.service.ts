import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import type { Tx } from '../../db/client';
import type { Ctx } from '../../lib/context';
import type { Instantanea } from '../../lib/lecturas';
import * as repo from './ajustes.repository';

/** The owner settings, defaults filled in (inside a transaction, or a fresh read). */
export function leerAjustes(db: Tx): Promise<Ajustes> {
  return repo.leerAjustes(db);
}

/**
 * The settings as seen at the caller's snapshot: kept between requests while the
 * database is unchanged (`lib/lecturas.ts`). Not for use inside a transaction.
 */
export function ajustesVigentes(
  ctx: Pick<Ctx, 'db' | 'lecturas'>,
  instantanea: Instantanea,
): Promise<Ajustes> {
  return ctx.lecturas.leer(instantanea, 'ajustes', () => repo.leerAjustes(ctx.db));
}

/** Saves some settings and answers them all. */
export async function guardar(ctx: Pick<Ctx, 'db'>, cambios: Partial<Ajustes>) {
  await repo.guardarAjustes(ctx.db, cambios);
  return repo.leerAjustes(ctx.db);
}
