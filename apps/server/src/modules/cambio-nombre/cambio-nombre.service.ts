import { esAdministracion, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { MENSAJES_CAMBIO_NOMBRE } from '@mchabbo/shared/cambio-nombre/contratos';
import { mismoNombre } from '@mchabbo/shared/cuenta/esqueleto';
import { MENSAJE_NOMBRE_OCUPADO } from '@mchabbo/shared/cuenta/nombres';
import { bloquearPersonas, persona } from '../../lib/actuar';
import type { Transaccion } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import type { Actor } from '../../lib/actor';
import { buscarCuentaParecida, coincideEnHabbo } from '../cuenta/cuenta.service';
import * as repo from './cambio-nombre.repository';

/** How many requests the list shows at most. */
const LIMITE_LISTA = 500;

async function leer(ctx: Ctx, id: number) {
  const solicitud = await repo.buscarSolicitud(ctx.db, id);
  if (!solicitud) throw noEncontrado('La solicitud no existe.');
  return solicitud;
}

/**
 * A member asks for a new name for their own account (one waiting request at a time).
 * The name (NFKC from the contract) must not be the same name (docs/reglas.md, Accounts
 * and names) as another account's or as one somebody else is waiting for; one's own
 * name in another case or look is fine.
 */
export async function solicitar(
  ctx: Ctx,
  usuario: Actor,
  datos: { nameUser: string; newName: string },
) {
  exigirPropiaCuenta(usuario, datos.nameUser, false);
  if (datos.newName === usuario.username) throw invalido('El nuevo nombre es igual al actual.');
  // Asked before the transaction: Habbo may be slow (docs/reglas.md, Habbo identity).
  const habboCoincide = await coincideEnHabbo(ctx, usuario.id, datos.newName);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      await repo.bloquearSolicitudes(tx);
      if (await buscarCuentaParecida(tx, datos.newName, usuario.id)) {
        throw conflicto(MENSAJE_NOMBRE_OCUPADO);
      }
      const pendientes = await repo.nombresPendientesDeOtros(tx, usuario.id);
      if (pendientes.some((nombre) => mismoNombre(nombre, datos.newName))) {
        throw conflicto(MENSAJE_NOMBRE_OCUPADO);
      }
      const nuevo = await repo.insertarSolicitud(tx, {
        usuarioId: usuario.id,
        nombreAnterior: usuario.username,
        nombreNuevo: datos.newName,
        habboCoincide,
      });
      await ctx.eventos.emitir(tx, 'nombre.solicitado', {
        solicitudId: nuevo,
        actorId: usuario.id,
        usuarioId: usuario.id,
        instante: ahora(ctx),
        antes: { nombre: usuario.username },
        despues: { nombre: datos.newName },
      });
      return nuevo;
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

/** The caller's own requests, newest first (docs/reglas.md, Name changes 13.9). */
export function mias(ctx: Ctx, usuario: Actor) {
  return repo.solicitudesDe(ctx.db, usuario.id, LIMITE_LISTA);
}

/**
 * The waiting requests the caller may decide (administration, over a lower rank), oldest
 * first (docs/reglas.md, Pending work).
 */
export async function pendientesDe(ctx: Ctx, usuario: Actor) {
  if (!esAdministracion(usuario.nivel)) return [];
  const filas = await repo.pendientes(ctx.db);
  return filas
    .filter((f) => puedeActuarSobre(usuario, { id: f.usuarioId, nivel: f.nivel }))
    .map((f) => ({
      id: f.id,
      usuario: f.nameUser,
      nombre_nuevo: f.newName,
      fecha: f.creadoEn.toISOString(),
    }));
}

/** Refuses (409) deciding a request that is no longer waiting. */
function yaDecidida(solicitud: { aprobado: boolean; rechazadoEn: Date | null }) {
  if (solicitud.aprobado) throw conflicto(MENSAJES_CAMBIO_NOMBRE.yaAprobada);
  if (solicitud.rechazadoEn) throw conflicto(MENSAJES_CAMBIO_NOMBRE.yaRechazada);
}

/** Approves or rejects a waiting request (docs/reglas.md, Name changes). */
export function decidir(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  decision: { aprobado: boolean; motivo?: string | undefined },
) {
  return decision.aprobado
    ? aprobar(ctx, usuario, id)
    : rechazar(ctx, usuario, id, decision.motivo || null);
}

/**
 * Locks a waiting request and the people involved, and checks the caller may decide it
 * (docs/reglas.md, Name changes): it exists, is still waiting, and is of a lower rank.
 */
async function bloquearParaDecidir(
  tx: Transaccion,
  usuario: Actor,
  id: number,
  verbo: 'aprobar' | 'rechazar',
) {
  const solicitud = await repo.bloquearSolicitud(tx, id);
  if (!solicitud) throw noEncontrado('La solicitud no existe.');
  yaDecidida(solicitud);
  const { actor, personas } = await bloquearPersonas(tx, usuario, [solicitud.usuarioId]);
  if (!puedeActuarSobre(actor, persona(personas, solicitud.usuarioId))) {
    throw prohibido(`Solo puedes ${verbo} solicitudes de personas de rango inferior al tuyo.`);
  }
  return { solicitud, actor };
}

/**
 * Rejects a waiting request, by the same people who may approve it: the account keeps
 * its name, and the wanted name is free for others again.
 */
async function rechazar(ctx: Ctx, usuario: Actor, id: number, motivo: string | null) {
  await ctx.db.transaction(async (tx) => {
    const { solicitud, actor } = await bloquearParaDecidir(tx, usuario, id, 'rechazar');
    await repo.rechazar(tx, id, actor.id, motivo);
    await ctx.eventos.emitir(tx, 'nombre.rechazado', {
      solicitudId: id,
      actorId: actor.id,
      usuarioId: solicitud.usuarioId,
      instante: ahora(ctx),
      antes: null,
      despues: { nombre_pedido: solicitud.newName },
      motivo,
    });
  });
  return { message: MENSAJES_CAMBIO_NOMBRE.rechazado, solicitud: await leer(ctx, id) };
}

/**
 * Approves a waiting request and renames the account; refused (409) if the name is, or
 * looks like, another account's by now.
 */
async function aprobar(ctx: Ctx, usuario: Actor, id: number) {
  try {
    await ctx.db.transaction(async (tx) => {
      const { solicitud, actor } = await bloquearParaDecidir(tx, usuario, id, 'aprobar');
      // Someone may have registered or been renamed to a look-alike since the request.
      if (await buscarCuentaParecida(tx, solicitud.newName, solicitud.usuarioId)) {
        throw conflicto(MENSAJE_NOMBRE_OCUPADO);
      }
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
    if (esViolacionUnica(err)) throw conflicto(MENSAJE_NOMBRE_OCUPADO);
    throw err;
  }
  return { message: MENSAJES_CAMBIO_NOMBRE.aprobado, solicitud: await leer(ctx, id) };
}
