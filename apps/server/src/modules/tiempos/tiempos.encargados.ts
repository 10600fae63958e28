import { MENSAJES_TIEMPOS as M, type DesligarBody } from '@mchabbo/shared/tiempos/contratos';
import { ahora, type Ctx } from '../../lib/context';
import { bloquearPersonas } from '../../lib/actuar';
import { conflicto, noEncontrado, prohibido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { aplicar } from './tiempos.cambios';
import { barrerOlvidados } from './tiempos.olvidados';
import { exigirAbierto, exigirOperador } from './tiempos.reglas';
import * as repo from './tiempos.repository';
import type { FilaTiempo } from './tiempos.repository';

/**
 * Desligar: the timers keep running with no manager. One (`id`), several (`ids`), or
 * with an empty body every open timer the caller manages.
 */
export async function desligar(ctx: Ctx, usuario: Actor, datos: DesligarBody | null | undefined) {
  await barrerOlvidados(ctx);
  const ids = datos?.ids ?? (datos?.id !== undefined ? [datos.id] : null);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    let filas: FilaTiempo[];
    if (ids) {
      const unicos = [...new Set(ids)];
      filas = await repo.bloquearTiempos(tx, repo.porIds(unicos));
      if (filas.length !== unicos.length) throw noEncontrado(M.noExiste);
      for (const t of filas) {
        exigirOperador(actor, t);
        exigirAbierto(t);
        if (t.encargadoId === null) throw conflicto(M.sinEncargado);
      }
    } else {
      filas = await repo.bloquearTiempos(tx, repo.aCargoDe(usuario.id));
    }
    const instante = ahora(ctx);
    await aplicar(
      tx,
      ctx.eventos,
      filas,
      { accion: 'desligar', actorId: usuario.id, instante, valores: { encargadoId: null } },
      { encargado: null, encargadoNivel: null },
    );
    const n = filas.length;
    return {
      message:
        n === 0
          ? 'No tienes tiempos a tu cargo.'
          : n === 1
            ? 'Tiempo desligado'
            : `${n} tiempos desligados`,
      ids: filas.map((t) => t.id),
    };
  });
}

/** Ligar Tiempos: the caller takes every open timer with no manager whose worker ranks below. */
export async function ligar(ctx: Ctx, usuario: Actor, encargado: string) {
  if (encargado.toLowerCase() !== usuario.username.toLowerCase()) {
    throw prohibido(M.encargadoAjeno);
  }
  await barrerOlvidados(ctx);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    const filas = await repo.bloquearTiempos(tx, repo.sinEncargadoDebajoDe(actor));
    const instante = ahora(ctx);
    await aplicar(tx, ctx.eventos, filas, {
      accion: 'ligar',
      actorId: usuario.id,
      instante,
      valores: { encargadoId: usuario.id },
    });
    const n = filas.length;
    return {
      message:
        n === 0
          ? 'No hay tiempos sin encargado que puedas ligar.'
          : n === 1
            ? 'Tiempo ligado'
            : `${n} tiempos ligados`,
      ids: filas.map((t) => t.id),
    };
  });
}
