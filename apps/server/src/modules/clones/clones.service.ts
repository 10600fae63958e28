import { puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { noEncontrado, prohibido } from '../../lib/errors';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import * as repo from './clones.repository';

/** The IPs an account signed in from (the people lookup). */
export function ipsDe(db: Tx, usuarioId: number) {
  return repo.ipsDe(db, usuarioId);
}

/** Forgets the IPs of an account ("Borrar IP"). */
export function borrarIps(db: Tx, usuarioId: number) {
  return repo.borrarIps(db, usuarioId);
}

const NO_EXISTE = 'Ese registro de clon no existe.';

/**
 * Every (account, IP) row whose IP was used by two or more accounts, of the accounts
 * the caller may act on (docs/reglas.md, IPs, clones and keys 14.2).
 */
export function listar(ctx: Ctx, usuario: Actor) {
  return repo.listarClones(ctx.db, usuario);
}

/** Flags one (account, IP) row as allowed or not: only over an account the caller may act on. */
export async function permitir(ctx: Ctx, usuario: Actor, id: number, permitido: boolean) {
  await ctx.db.transaction(async (tx) => {
    const fila = await repo.bloquearFila(tx, id);
    if (!fila) throw noEncontrado(NO_EXISTE);
    const { actor, personas } = await bloquearPersonas(tx, usuario, [fila.usuarioId]);
    if (!puedeActuarSobre(actor, persona(personas, fila.usuarioId, NO_EXISTE))) {
      throw prohibido('Solo puedes marcar clones de personas de rango inferior al tuyo.');
    }
    await repo.marcarPermitido(tx, id, permitido);
    await ctx.eventos.emitir(tx, 'clon.permitido', {
      permitido,
      actorId: actor.id,
      usuarioId: fila.usuarioId,
      instante: ahora(ctx),
      antes: { ip: fila.ip, permitido: fila.permitido },
      despues: { ip: fila.ip, permitido },
    });
  });
  const clon = (await repo.listarClones(ctx.db, usuario)).find((c) => c.id === id);
  return { message: permitido ? 'Clon permitido' : 'Clon marcado como no permitido', clon };
}
