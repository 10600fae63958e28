import { puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { MENSAJES_CAMBIO_NOMBRE } from '@mchabbo/shared/cambio-nombre/contratos';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import type { UsuarioActual } from '../../plugins/auth';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import * as repo from './cambio-nombre.repository';

const NOMBRE_OCUPADO = 'Ese nombre de usuario ya está en uso.';
/** How many requests the list shows at most. */
const LIMITE_LISTA = 500;

async function leer(ctx: Ctx, id: number) {
  const solicitud = await repo.buscarSolicitud(ctx.db, id);
  if (!solicitud) throw noEncontrado('La solicitud no existe.');
  return solicitud;
}

/** A member asks for a new name for their own account (one waiting request at a time). */
export async function solicitar(
  ctx: Ctx,
  usuario: UsuarioActual,
  datos: { nameUser: string; newName: string },
) {
  exigirPropiaCuenta(usuario, datos.nameUser, false);
  if (datos.newName === usuario.username) throw invalido('El nuevo nombre es igual al actual.');
  const ocupado = await buscarCuentaPorNombre(ctx.db, datos.newName);
  if (ocupado && ocupado.id !== usuario.id) throw conflicto(NOMBRE_OCUPADO);
  try {
    const id = await repo.insertarSolicitud(ctx.db, {
      usuarioId: usuario.id,
      nombreAnterior: usuario.username,
      nombreNuevo: datos.newName,
    });
    return { message: MENSAJES_CAMBIO_NOMBRE.enviado, solicitud: await leer(ctx, id) };
  } catch (err) {
    if (esViolacionUnica(err))
      throw conflicto('Ya tienes una solicitud de cambio de nombre pendiente.');
    throw err;
  }
}

/** Every request, for the administration. */
export function listar(ctx: Ctx) {
  return repo.listarSolicitudes(ctx.db, LIMITE_LISTA);
}

/** Approves a waiting request and renames the account; refused if the name is taken. */
export async function aprobar(ctx: Ctx, usuario: UsuarioActual, id: number) {
  try {
    await ctx.db.transaction(async (tx) => {
      const solicitud = await repo.bloquearSolicitud(tx, id);
      if (!solicitud) throw noEncontrado('La solicitud no existe.');
      if (solicitud.aprobado) throw conflicto('Esta solicitud ya fue aprobada.');
      const { actor, personas } = await bloquearPersonas(tx, usuario, [solicitud.usuarioId]);
      if (!puedeActuarSobre(actor, persona(personas, solicitud.usuarioId))) {
        throw prohibido('Solo puedes aprobar solicitudes de personas de rango inferior al tuyo.');
      }
      const ocupado = await buscarCuentaPorNombre(tx, solicitud.newName);
      if (ocupado && ocupado.id !== solicitud.usuarioId) throw conflicto(NOMBRE_OCUPADO);
      await repo.renombrar(tx, solicitud.usuarioId, solicitud.newName);
      await repo.aprobar(tx, id, usuario.id);
      await ctx.eventos.emitir(tx, 'nombre.aprobado', {
        solicitudId: id,
        actorId: actor.id,
        usuarioId: solicitud.usuarioId,
        instante: ahora(ctx),
        antes: { nombre: solicitud.oldName },
        despues: { nombre: solicitud.newName },
      });
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(NOMBRE_OCUPADO);
    throw err;
  }
  return { message: MENSAJES_CAMBIO_NOMBRE.aprobado, solicitud: await leer(ctx, id) };
}
