import { MENSAJES_AUDITORIA as M, type AuditoriaQuery } from '@mchabbo/shared/auditoria/contratos';
import { TAMANO_PAGINA } from '@mchabbo/shared/tiempos/historial';
import type { Ctx } from '../../lib/context';
import { noEncontrado } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { finDiaLocal, inicioDiaLocal } from '../../lib/dias';
import * as repo from './auditoria.repository';

async function idDe(ctx: Ctx, nombre: string | undefined) {
  if (nombre === undefined) return undefined;
  const id = await repo.idDeNombre(ctx.db, nombre);
  if (id === undefined) throw noEncontrado(M.usuarioNoExiste);
  return id;
}

const comoObjeto = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** One page of the audit trail, newest first, with the filters given. */
export async function listar(ctx: Ctx, usuario: Actor, q: AuditoriaQuery) {
  const { zona_horaria } = await ajustesVigentes(ctx);
  const filas = await repo.listar(
    ctx.db,
    {
      tipo: q.tipo,
      actorId: await idDe(ctx, q.actor),
      usuarioId: await idDe(ctx, q.usuario),
      desde: q.desde === undefined ? undefined : inicioDiaLocal(q.desde, zona_horaria),
      hasta: q.hasta === undefined ? undefined : finDiaLocal(q.hasta, zona_horaria),
      cursor: q.cursor,
    },
    TAMANO_PAGINA,
  );
  const pagina = filas.slice(0, TAMANO_PAGINA);
  return {
    eventos: pagina.map((f) => ({
      id: f.id,
      tipo: f.tipo,
      accion: f.accion,
      actor: f.actor,
      usuario: f.usuario,
      creado_en: f.creadoEn.toISOString(),
      antes: comoObjeto(f.antes),
      despues: comoObjeto(f.despues),
      motivo: f.motivo,
    })),
    siguiente: filas.length > TAMANO_PAGINA ? (pagina.at(-1)?.id ?? null) : null,
  };
}
