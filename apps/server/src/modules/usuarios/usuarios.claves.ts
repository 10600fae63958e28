import { randomBytes } from 'node:crypto';
import { puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import type { FichaUsuario } from '@mchabbo/shared/usuarios/contratos';
import type { Tx } from '../../db/client';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { noEncontrado, prohibido } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../../lib/actor';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { borrarIps, ipsDe } from '../clones/clones.service';
import { buscarCuentaPorNombre, cambiarHash } from '../cuenta/cuenta.service';
import { segundosConfirmadosDe } from '../tiempos/tiempos.service';
import * as repo from './usuarios.repository';

/** The person acted on, read with the caller inside the write with both rows locked. */
async function inferior(tx: Tx, usuario: Actor, id: number, accion: string) {
  const { actor, personas } = await bloquearPersonas(tx, usuario, [id]);
  const target = persona(personas, id);
  if (!puedeActuarSobre(actor, target)) {
    throw prohibido(`Solo puedes ${accion} de personas de rango inferior al tuyo.`);
  }
  return target;
}

/** The administration's lookup: profile, rank, dates, confirmed time and known IPs. */
export async function buscarPorNombre(
  ctx: Ctx,
  usuario: Actor,
  username: string,
): Promise<FichaUsuario> {
  const cuenta = await buscarCuentaPorNombre(ctx.db, username);
  if (!cuenta) throw noEncontrado('Usuario no encontrado.');
  const listado = await repo.buscarUsuario(ctx.db, cuenta.id);
  if (!listado) throw noEncontrado('Usuario no encontrado.');
  // IPs are personal data: shown only to someone who may act over the person.
  const ips = puedeActuarSobre(usuario, cuenta) ? await ipsDe(ctx.db, cuenta.id) : [];
  const tiemposConfirmados = formatearDuracion(await segundosConfirmadosDe(ctx.db, cuenta.id));
  return {
    ...listado,
    tiemposConfirmados,
    despedido: await repo.estaDespedido(ctx.db, cuenta.id),
    ips,
  };
}

/**
 * A random temporary password, stored hashed: it ends the person's sessions, and
 * after signing in with it they must choose a new one before anything else.
 */
export async function generarClave(ctx: Ctx, usuario: Actor, id: number) {
  const clave = randomBytes(9).toString('base64url');
  const hash = await hashPassword(clave);
  const target = await ctx.db.transaction(async (tx) => {
    const t = await inferior(tx, usuario, id, 'generar claves');
    await cambiarHash(tx, t.id, hash, true);
    await ctx.eventos.emitir(tx, 'clave.generada', {
      actorId: usuario.id,
      usuarioId: t.id,
      instante: ahora(ctx),
      antes: null,
      despues: { clave_temporal: true },
    });
    return t;
  });
  return {
    clave,
    message: `Clave temporal generada para ${target.username}. Se muestra una sola vez.`,
  };
}

/** Forgets every IP of a person. */
export async function borrarIp(ctx: Ctx, usuario: Actor, id: number) {
  const { target, n } = await ctx.db.transaction(async (tx) => {
    const t = await inferior(tx, usuario, id, 'borrar las IP');
    const borradas = await borrarIps(tx, t.id);
    await ctx.eventos.emitir(tx, 'ip.borrada', {
      actorId: usuario.id,
      usuarioId: t.id,
      instante: ahora(ctx),
      antes: { ips: borradas },
      despues: { ips: 0 },
    });
    return { target: t, n: borradas };
  });
  return {
    message:
      n > 0
        ? `IP de ${target.username} borradas correctamente`
        : `${target.username} no tenía IP guardadas`,
  };
}
