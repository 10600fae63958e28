import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { tiempoEventos } from '../../db/schema/tiempo-eventos';
import { tiempos } from '../../db/schema/tiempos';
import { usuarios } from '../../db/schema/usuarios';

/** Shifts started in [desde, hasta) by the manager running each now. */
export function cronometradosPorEncargado(db: Tx, desde: Date, hasta: Date) {
  return db
    .select({ id: tiempos.encargadoId, n: sql<number>`count(*)::int` })
    .from(tiempos)
    .where(
      and(
        isNotNull(tiempos.encargadoId),
        gte(tiempos.iniciadoEn, desde),
        lt(tiempos.iniciadoEn, hasta),
      ),
    )
    .groupBy(tiempos.encargadoId);
}

/**
 * The confirmations of a pay week (shifts still confirmed or voided since), with who
 * confirmed them, when, their length and whether the worker shares an IP with the
 * person who confirmed (rows flagged allowed on either side do not count).
 */
export function confirmacionesDeLaSemana(db: Tx, semana: string) {
  return db
    .select({
      por: tiempos.confirmadoPor,
      estado: tiempos.estado,
      segundos: tiempos.segundosConfirmados,
      en: tiempos.confirmadoEn,
      enHotel: tiempos.enHotelAlConfirmar,
      mismaIp: sql<boolean>`exists (select 1 from usuario_ips a join usuario_ips b on b.ip = a.ip
        where a.usuario_id = "tiempos"."usuario_id" and b.usuario_id = "tiempos"."confirmado_por"
          and not a.permitido and not b.permitido)`,
    })
    .from(tiempos)
    .where(
      and(
        eq(tiempos.semana, semana),
        inArray(tiempos.estado, ['confirmado', 'anulado']),
        isNotNull(tiempos.confirmadoPor),
      ),
    );
}

/** Undone confirmations (timer events `deshacer`) in [desde, hasta), by who undid them. */
export function deshechasPorActor(db: Tx, desde: Date, hasta: Date) {
  return db
    .select({ id: tiempoEventos.actorId, n: sql<number>`count(*)::int` })
    .from(tiempoEventos)
    .where(
      and(
        eq(tiempoEventos.accion, 'deshacer'),
        isNotNull(tiempoEventos.actorId),
        gte(tiempoEventos.creadoEn, desde),
        lt(tiempoEventos.creadoEn, hasta),
      ),
    )
    .groupBy(tiempoEventos.actorId);
}

/** Names and ranks of some accounts. */
export function personas(db: Tx, ids: number[]) {
  return db
    .select({ id: usuarios.id, usuario: usuarios.username, rango: rangos.nombre })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(inArray(usuarios.id, ids.length ? ids : [-1]));
}
