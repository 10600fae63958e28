import { esAdministracion, esTrabajador, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import {
  MENSAJES_AUSENCIAS as M,
  type Ausencia,
  type CrearAusenciaBody,
} from '@mchabbo/shared/ausencias/contratos';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import type { Tx } from '../../db/client';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { leerAjustes } from '../ajustes/ajustes.service';
import * as repo from './ausencias.repository';
import type { FilaAusencia } from './ausencias.repository';

/** How many requests the list shows at most. */
const LIMITE_LISTA = 500;

function presentar(f: FilaAusencia, caller: { id: number; nivel: number }): Ausencia {
  const pendiente = f.estado === 'pendiente';
  return {
    id: f.id,
    usuario: f.usuario,
    desde: f.desde,
    hasta: f.hasta,
    motivo: f.motivo,
    estado: f.estado,
    decidida_por: f.decidida_por,
    puede_decidir:
      pendiente &&
      esAdministracion(caller.nivel) &&
      puedeActuarSobre(caller, { id: f.usuarioId, nivel: f.nivel }),
    puede_retirar: pendiente && f.usuarioId === caller.id,
  };
}

async function presentarUna(db: Tx, id: number, caller: { id: number; nivel: number }) {
  const fila = await repo.buscar(db, id);
  if (!fila) throw noEncontrado(M.noExiste);
  return presentar(fila, caller);
}

/** One's own requests, plus those of the people an administrator may act on. */
export async function listar(ctx: Ctx, usuario: Actor) {
  const sobre = esAdministracion(usuario.nivel) ? usuario.nivel : null;
  const filas = await repo.listar(ctx.db, usuario.id, sobre, LIMITE_LISTA);
  return { ausencias: filas.map((f) => presentar(f, usuario)) };
}

/**
 * A staff member asks for leave for themselves: it starts today or later in the
 * settings' time zone (docs/reglas.md, Leave).
 */
export async function solicitar(ctx: Ctx, usuario: Actor, datos: CrearAusenciaBody) {
  if (!esTrabajador(usuario.nivel)) throw prohibido(M.soloPersonal);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    if (!esTrabajador(actor.nivel)) throw prohibido(M.soloPersonal);
    const { zona_horaria } = await leerAjustes(tx);
    if (datos.desde < diaLocal(ahora(ctx), zona_horaria)) throw invalido(M.desdePasado);
    const id = await repo.insertar(tx, {
      usuarioId: actor.id,
      desde: datos.desde,
      hasta: datos.hasta,
      motivo: datos.motivo,
    });
    const solicitud = { desde: datos.desde, hasta: datos.hasta, estado: 'pendiente' };
    await ctx.eventos.emitir(tx, 'ausencia.solicitada', {
      ausenciaId: id,
      actorId: actor.id,
      usuarioId: actor.id,
      instante: ahora(ctx),
      antes: null,
      despues: solicitud,
      motivo: datos.motivo,
      desde: datos.desde,
      hasta: datos.hasta,
    });
    return { message: M.solicitada, ausencia: await presentarUna(tx, id, actor) };
  });
}

/** An administrator approves or rejects the pending request of a lower rank. */
export async function decidir(ctx: Ctx, usuario: Actor, id: number, aprobada: boolean) {
  return ctx.db.transaction(async (tx) => {
    const fila = await repo.bloquear(tx, id);
    if (!fila) throw noEncontrado(M.noExiste);
    const { actor, personas } = await bloquearPersonas(tx, usuario, [fila.usuarioId]);
    if (!puedeActuarSobre(actor, persona(personas, fila.usuarioId))) throw prohibido(M.sinPermiso);
    if (fila.estado !== 'pendiente') throw conflicto(M.yaDecidida);
    const estado = aprobada ? 'aprobada' : 'rechazada';
    await repo.decidir(tx, id, estado, actor.id, ahora(ctx));
    const decidida = await presentarUna(tx, id, actor);
    const { desde, hasta } = decidida;
    await ctx.eventos.emitir(tx, 'ausencia.decidida', {
      ausenciaId: id,
      aprobada,
      actorId: actor.id,
      usuarioId: fila.usuarioId,
      instante: ahora(ctx),
      antes: { desde, hasta, estado: 'pendiente' },
      despues: { desde, hasta, estado },
      desde,
      hasta,
    });
    return { message: aprobada ? M.aprobada : M.rechazada, ausencia: decidida };
  });
}

/** Withdraws one's own pending request. */
export async function retirar(ctx: Ctx, usuario: Actor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const fila = await repo.bloquear(tx, id);
    if (!fila) throw noEncontrado(M.noExiste);
    await bloquearPersonas(tx, usuario);
    if (fila.usuarioId !== usuario.id) throw prohibido(M.ajena);
    if (fila.estado !== 'pendiente') throw conflicto(M.soloPendientes);
    await repo.borrar(tx, id);
    await ctx.eventos.emitir(tx, 'ausencia.retirada', {
      ausenciaId: id,
      actorId: usuario.id,
      usuarioId: usuario.id,
      instante: ahora(ctx),
      antes: { desde: fila.desde, hasta: fila.hasta, estado: 'pendiente' },
      despues: null,
    });
    return { message: M.retirada };
  });
}

/**
 * The end date (`YYYY-MM-DD`) of the approved leave covering `dia` for a person, or
 * null: starting a timer for them is then refused (docs/reglas.md, Leave).
 */
export async function ausenciaAprobadaEn(
  db: Tx,
  usuarioId: number,
  dia: string,
): Promise<string | null> {
  return (await repo.aprobadaEn(db, usuarioId, dia))?.hasta ?? null;
}

/** The people on approved leave on `dia`. */
export function personasDeAusencia(db: Tx, dia: string): Promise<Set<number>> {
  return repo.personasDeAusencia(db, dia);
}
