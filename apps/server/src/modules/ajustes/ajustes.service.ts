import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import type { Tx } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import type { UsuarioActual } from '../../plugins/auth';
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

/** Saves some settings and answers them all; the change is told with the values before and after. */
export async function guardar(ctx: Ctx, usuario: UsuarioActual, cambios: Partial<Ajustes>) {
  return ctx.db.transaction(async (tx) => {
    const antes = await repo.leerAjustes(tx);
    await repo.guardarAjustes(tx, cambios);
    const despues = await repo.leerAjustes(tx);
    const claves = (Object.keys(despues) as (keyof Ajustes)[]).filter(
      (k) => antes[k] !== despues[k],
    );
    if (claves.length > 0) {
      await ctx.eventos.emitir(tx, 'ajustes.cambiados', {
        actorId: usuario.id,
        usuarioId: null,
        instante: ahora(ctx),
        antes: Object.fromEntries(claves.map((k) => [k, antes[k]])),
        despues: Object.fromEntries(claves.map((k) => [k, despues[k]])),
      });
    }
    return despues;
  });
}
