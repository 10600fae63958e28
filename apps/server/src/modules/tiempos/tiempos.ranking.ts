import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import type { FilaRanking, MisTiempos, RankingResponse } from '@mchabbo/shared/tiempos/contratos';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { tiempos } from '../../db/schema/tiempos';
import { totalesTiempo } from '../../db/schema/totales-tiempo';
import { usuarios } from '../../db/schema/usuarios';
import type { Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { miPaga, semanaActual } from '../paga/paga.service';

/**
 * Confirmed seconds per current staff member who has any: in one pay week (that week's
 * shifts only, through the index by week) and in total (the running totals), in one
 * query whose cost follows the staff and the week, not the length of the history.
 */
function segundosPorPersona(db: Tx, semana: string) {
  const enSemana = db
    .select({
      usuarioId: tiempos.usuarioId,
      segundos: sql<number>`sum(${tiempos.segundosConfirmados})`.as('segundos_semana'),
    })
    .from(tiempos)
    .where(and(eq(tiempos.estado, 'confirmado'), eq(tiempos.semana, semana)))
    .groupBy(tiempos.usuarioId)
    .as('en_semana');
  const deSemana = sql<number>`coalesce(${enSemana.segundos}, 0)::int`;
  return db
    .select({
      usuarioId: usuarios.id,
      usuario: usuarios.username,
      rango: rangos.nombre,
      semana: deSemana,
      total: totalesTiempo.segundos,
    })
    .from(totalesTiempo)
    .innerJoin(usuarios, eq(usuarios.id, totalesTiempo.usuarioId))
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .leftJoin(enSemana, eq(enSemana.usuarioId, usuarios.id))
    .where(between(usuarios.nivel, 1, 6))
    .orderBy(desc(deSemana), desc(totalesTiempo.segundos), asc(sql`lower(${usuarios.username})`));
}

type Fila = FilaRanking & { usuarioId: number };

/** This pay week's ranking: positions by confirmed time this week, ties sharing a place. */
async function calcular(ctx: Ctx) {
  const semana = await semanaActual(ctx);
  const filas = await segundosPorPersona(ctx.db, semana);
  let posicion = 0;
  let anterior = -1;
  const ranking: Fila[] = filas.map((f, i) => {
    const s = Number(f.semana);
    if (s !== anterior) posicion = i + 1;
    anterior = s;
    return {
      usuarioId: f.usuarioId,
      posicion: s > 0 ? posicion : null,
      usuario: f.usuario,
      rango: f.rango,
      segundos_semana: s,
      tiempo_semana: formatearDuracion(s),
      segundos_total: Number(f.total),
      tiempo_total: formatearDuracion(Number(f.total)),
    };
  });
  return { semana, ranking };
}

const vacio = {
  posicion: null,
  segundos_semana: 0,
  tiempo_semana: formatearDuracion(0),
  segundos_total: 0,
  tiempo_total: formatearDuracion(0),
};

/** GET /tiempos/ranking: every staff member with confirmed time, and the caller's place. */
export async function ranking(ctx: Ctx, usuario: Actor): Promise<RankingResponse> {
  const { semana, ranking } = await calcular(ctx);
  const mia = ranking.find((f) => f.usuarioId === usuario.id);
  return {
    semana,
    ranking: ranking.map(({ usuarioId: _id, ...f }) => f),
    mio: mia
      ? {
          posicion: mia.posicion,
          segundos_semana: mia.segundos_semana,
          tiempo_semana: mia.tiempo_semana,
          segundos_total: mia.segundos_total,
          tiempo_total: mia.tiempo_total,
        }
      : vacio,
  };
}

/** GET /tiempos/mios: the caller's confirmed time this week, pending credits and place. */
export async function mios(ctx: Ctx, usuario: Actor): Promise<MisTiempos> {
  const actual = await semanaActual(ctx);
  const [{ semana, ranking: filas }, paga] = await Promise.all([
    calcular(ctx),
    miPaga(ctx, usuario.id, actual),
  ]);
  const mia = filas.find((f) => f.usuarioId === usuario.id);
  return {
    semana,
    segundos_semana: mia?.segundos_semana ?? 0,
    tiempo_semana: mia?.tiempo_semana ?? vacio.tiempo_semana,
    segundos_total: mia?.segundos_total ?? 0,
    tiempo_total: mia?.tiempo_total ?? vacio.tiempo_total,
    posicion: mia?.posicion ?? null,
    participantes: filas.filter((f) => f.posicion !== null).length,
    ...paga,
  };
}
