import {
  NIVEL_INVITADO,
  puedeActuarSobre,
  puedeAsignarNivel,
} from '@mchabbo/shared/niveles/niveles';
import type { Ctx } from '../../lib/context';
import { noEncontrado, prohibido } from '../../lib/errors';
import type { UsuarioActual } from '../../plugins/auth';
import { registrar } from '../cuenta/cuenta.service';
import * as repo from './usuarios.repository';

async function objetivo(ctx: Ctx, usuario: UsuarioActual, id: number) {
  const target = await repo.buscarUsuario(ctx.db, id);
  if (!target) throw noEncontrado('Usuario no encontrado.');
  if (!puedeActuarSobre(usuario, target)) {
    throw prohibido('Solo puedes cambiar el rango de personas de rango inferior al tuyo.');
  }
  return target;
}

function exigirNivelAsignable(usuario: UsuarioActual, nivel: number) {
  if (!puedeAsignarNivel(usuario, nivel)) {
    throw prohibido('No puedes dar un rango de tu nivel o superior.');
  }
}

async function resultado(ctx: Ctx, id: number, message: string) {
  const usuario = await repo.buscarUsuario(ctx.db, id);
  if (!usuario) throw noEncontrado('Usuario no encontrado.');
  return { message, usuario };
}

/** Every account, for the administration. */
export function listar(ctx: Ctx) {
  return repo.listarUsuarios(ctx.db);
}

/** Names the caller may act on (start a timer for, sell to…). */
export function nombres(ctx: Ctx, usuario: UsuarioActual) {
  return repo.nombresDebajoDe(ctx.db, usuario);
}

/** Gives a person a mission; their level follows its rank. */
export async function asignarMision(
  ctx: Ctx,
  usuario: UsuarioActual,
  id: number,
  misionId: number,
) {
  await objetivo(ctx, usuario, id);
  const mision = await repo.buscarMisionConNivel(ctx.db, { misionId });
  if (!mision) throw noEncontrado('La misión no existe.');
  exigirNivelAsignable(usuario, mision.nivel);
  await repo.asignarPuesto(ctx.db, id, { misionId: mision.id, nivel: mision.nivel });
  return resultado(ctx, id, 'Misión asignada');
}

/** Gives a person a rank: its first mission in the catalog. */
export async function asignarRango(ctx: Ctx, usuario: UsuarioActual, id: number, rangoId: number) {
  await objetivo(ctx, usuario, id);
  const mision = await repo.buscarMisionConNivel(ctx.db, { rangoId });
  if (!mision) throw noEncontrado('El rango no existe o no tiene misiones.');
  exigirNivelAsignable(usuario, mision.nivel);
  await repo.asignarPuesto(ctx.db, id, { misionId: mision.id, nivel: mision.nivel });
  return resultado(ctx, id, 'Rango asignado');
}

/**
 * The owner sets a level directly. A mission of another level no longer fits and is
 * removed; level 7 makes the person a guest.
 */
export async function asignarNivel(ctx: Ctx, usuario: UsuarioActual, id: number, nivel: number) {
  await objetivo(ctx, usuario, id);
  exigirNivelAsignable(usuario, nivel);
  const misionActual = await misionDe(ctx, id);
  const conserva = misionActual && misionActual.nivel === nivel && nivel !== NIVEL_INVITADO;
  await repo.asignarPuesto(ctx.db, id, { misionId: conserva ? misionActual.id : null, nivel });
  return resultado(ctx, id, 'Nivel actualizado');
}

async function misionDe(ctx: Ctx, id: number) {
  const { misionId } = (await repo.misionIdDe(ctx.db, id)) ?? { misionId: null };
  return misionId === null ? null : repo.buscarMisionConNivel(ctx.db, { misionId });
}

/** An administrator creates a guest account for someone. */
export async function registrarPorAdmin(ctx: Ctx, datos: { nameUser: string; password: string }) {
  // The administrator's IP is not the new member's: recording it would flag a clone.
  const user = await registrar(ctx, datos, null);
  return { message: 'Usuario registrado correctamente', user };
}
