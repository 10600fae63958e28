import { randomBytes } from 'node:crypto';
import { puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import type { FichaUsuario } from '@mchabbo/shared/usuarios/contratos';
import type { Ctx } from '../../lib/context';
import { noEncontrado, prohibido } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { UsuarioActual } from '../../plugins/auth';
import { buscarCuentaPorNombre, cambiarHash } from '../cuenta/cuenta.repository';
import { segundosConfirmadosDe } from '../tiempos/tiempos.repository';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { borrarIps, ipsDe } from '../clones/clones.repository';
import { estaDespedido } from '../despidos/despidos.repository';
import * as repo from './usuarios.repository';

async function inferior(ctx: Ctx, usuario: UsuarioActual, id: number, accion: string) {
  const target = await repo.buscarUsuario(ctx.db, id);
  if (!target) throw noEncontrado('Usuario no encontrado.');
  if (!puedeActuarSobre(usuario, target)) {
    throw prohibido(`Solo puedes ${accion} de personas de rango inferior al tuyo.`);
  }
  return target;
}

/** The administration's lookup: profile, rank, dates, confirmed time and known IPs. */
export async function buscarPorNombre(
  ctx: Ctx,
  usuario: UsuarioActual,
  username: string,
): Promise<FichaUsuario> {
  const cuenta = await buscarCuentaPorNombre(ctx.db, username);
  if (!cuenta) throw noEncontrado('Usuario no encontrado.');
  const listado = await repo.buscarUsuario(ctx.db, cuenta.id);
  if (!listado) throw noEncontrado('Usuario no encontrado.');
  // IPs are personal data: shown only to someone who may act over the person.
  const ips = puedeActuarSobre(usuario, cuenta) ? await ipsDe(ctx.db, cuenta.id) : [];
  const tiemposConfirmados = formatearDuracion(await segundosConfirmadosDe(ctx.db, cuenta.id));
  return { ...listado, tiemposConfirmados, despedido: await estaDespedido(ctx.db, cuenta.id), ips };
}

/**
 * A random temporary password, stored hashed: it ends the person's sessions, and
 * after signing in with it they must choose a new one before anything else.
 */
export async function generarClave(ctx: Ctx, usuario: UsuarioActual, id: number) {
  const target = await inferior(ctx, usuario, id, 'generar claves');
  const clave = randomBytes(9).toString('base64url');
  await cambiarHash(ctx.db, target.id, await hashPassword(clave), true);
  return {
    clave,
    message: `Clave temporal generada para ${target.username}. Se muestra una sola vez.`,
  };
}

/** Forgets every IP of a person. */
export async function borrarIp(ctx: Ctx, usuario: UsuarioActual, id: number) {
  const target = await inferior(ctx, usuario, id, 'borrar las IP');
  const n = await borrarIps(ctx.db, target.id);
  return {
    message:
      n > 0
        ? `IP de ${target.username} borradas correctamente`
        : `${target.username} no tenía IP guardadas`,
  };
}
