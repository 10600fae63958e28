import {
  NIVEL_INVITADO,
  puedeActuarSobre,
  puedeAsignarNivel,
} from '@mchabbo/shared/niveles/niveles';
import { MENSAJES_DESPIDO, type CrearDespidoBody } from '@mchabbo/shared/despidos/contratos';
import { bloquearPersonas, persona as personaBloqueada } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import type { Actor } from '../../lib/actor';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import { buscarMision } from '../misiones/misiones.service';
import { buscarUsuario, misionIdDe, puestoDe } from '../usuarios/usuarios.service';
import * as repo from './despidos.repository';

/** How many dismissals the list shows at most (newest first). */
const LIMITE_LISTA = 500;

/** Dismissals in force. */
export function listar(ctx: Ctx) {
  return repo.listarDespidos(ctx.db, LIMITE_LISTA);
}

async function persona(ctx: Ctx, datos: CrearDespidoBody) {
  if (datos.usuarioId !== undefined) return buscarUsuario(ctx.db, datos.usuarioId);
  const cuenta = await buscarCuentaPorNombre(ctx.db, datos.usuario ?? '');
  return cuenta && buscarUsuario(ctx.db, cuenta.id);
}

/**
 * Dismisses a person: keeps a snapshot of their mission, makes them a guest, ends
 * their sessions and cancels their open timers, all in one transaction.
 */
export async function despedir(ctx: Ctx, usuario: Actor, datos: CrearDespidoBody) {
  if (datos.admin) exigirPropiaCuenta(usuario, datos.admin, false);
  if (datos.adminId !== undefined && datos.adminId !== usuario.id) {
    throw prohibido('Solo puedes registrar despidos en tu propio nombre.');
  }
  const target = await persona(ctx, datos);
  if (!target) throw noEncontrado('Usuario no encontrado.');
  if (!puedeActuarSobre(usuario, target)) {
    throw prohibido('Solo puedes despedir a personas de rango inferior al tuyo.');
  }
  if (target.nivel === NIVEL_INVITADO) throw invalido('Esta persona no tiene un rango que quitar.');

  const id = await ctx.db.transaction(async (tx) => {
    const { actor, personas } = await bloquearPersonas(tx, usuario, [target.id]);
    const ahoraTarget = personaBloqueada(personas, target.id);
    if (!puedeActuarSobre(actor, ahoraTarget)) {
      throw prohibido('Solo puedes despedir a personas de rango inferior al tuyo.');
    }
    if (ahoraTarget.nivel === NIVEL_INVITADO) {
      throw invalido('Esta persona no tiene un rango que quitar.');
    }
    // The post they hold now (their row is locked: nobody changes it meanwhile).
    const actual = await misionIdDe(tx, target.id);
    const mision = actual?.misionId ? await buscarMision(tx, actual.misionId) : undefined;
    const despidoId = await repo.insertarDespido(tx, {
      usuarioId: target.id,
      encargadoId: usuario.id,
      motivo: datos.motivo,
      misionId: mision?.id ?? null,
      nivel: ahoraTarget.nivel,
      rango: mision?.rango ?? null,
      mision: mision?.mision ?? null,
      costo: mision?.costo ?? null,
    });
    await ctx.eventos.emitir(tx, 'despido.registrado', {
      despidoId,
      usuarioId: target.id,
      actorId: usuario.id,
      instante: ahora(ctx),
      antes: {
        mision: mision?.mision ?? null,
        rango: mision?.rango ?? null,
        nivel: ahoraTarget.nivel,
      },
      despues: { mision: null, rango: null, nivel: NIVEL_INVITADO },
      motivo: datos.motivo,
    });
    return despidoId;
  });
  const despido = await repo.buscarDespido(ctx.db, id);
  if (!despido) throw noEncontrado('El despido no existe.');
  return { message: MENSAJES_DESPIDO.registrado, despido };
}

/**
 * Gives the person back exactly the mission and level they had. Refused when they
 * hold another post by now, or when the caller could not give that level.
 */
async function restaurar(ctx: Ctx, usuario: Actor, id: number, cerrar: 'cerrar' | 'borrar') {
  return ctx.db.transaction(async (tx) => {
    const despido = await repo.bloquearDespido(tx, id);
    if (!despido) throw noEncontrado('El despido no existe.');
    if (!despido.activo) throw conflicto('Esta persona ya fue reintegrada.');
    const { actor } = await bloquearPersonas(tx, usuario, [despido.usuarioId]);
    if (!puedeAsignarNivel(actor, despido.nivel)) {
      throw prohibido('Solo puedes reintegrar a personas de rango inferior al tuyo.');
    }
    const puestoActual = await misionIdDe(tx, despido.usuarioId);
    if (puestoActual?.misionId)
      throw conflicto('La persona ya tiene otra misión; cámbiala desde Misiones.');
    const antes = await puestoDe(tx, despido.usuarioId);
    const puesto = {
      misionId: despido.misionId,
      nivel: despido.misionId ? despido.nivel : NIVEL_INVITADO,
    };
    await ctx.eventos.emitir(tx, 'despido.revertido', {
      despidoId: id,
      usuarioId: despido.usuarioId,
      actorId: usuario.id,
      puesto,
      instante: ahora(ctx),
      antes,
      despues: {
        mision: despido.misionId ? despido.mision : null,
        rango: despido.misionId ? despido.rango : null,
        nivel: puesto.nivel,
        forma: cerrar === 'cerrar' ? 'ingresar' : 'retirar',
      },
    });
    if (cerrar === 'cerrar') await repo.cerrarDespido(tx, id, usuario.id);
    else await repo.borrarDespido(tx, id);
  });
}

/** "Ingresar": reinstates the person and closes the dismissal (kept as history). */
export async function reactivar(ctx: Ctx, usuario: Actor, id: number) {
  await restaurar(ctx, usuario, id, 'cerrar');
  return { message: MENSAJES_DESPIDO.reintegrado };
}

/** Withdraws a dismissal made by mistake: reinstates the person and removes the record. */
export async function eliminar(ctx: Ctx, usuario: Actor, id: number) {
  await restaurar(ctx, usuario, id, 'borrar');
  return { message: MENSAJES_DESPIDO.eliminado };
}
