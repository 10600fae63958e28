import { and, asc, eq, gt, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';

/**
 * The workers (levels 1–6) below the caller with what their activity is made of: the
 * last confirmed shift, this pay week's confirmed shifts, the last change of post and
 * their mission's weekly requirement. One query, whatever the number of people.
 */
export function personasConTurnos(db: Tx, caller: { id: number; nivel: number }, semana: string) {
  const debajo: SQL =
    caller.nivel === 0 ? ne(usuarios.id, caller.id) : gt(usuarios.nivel, caller.nivel);
  return db
    .select({
      id: usuarios.id,
      usuario: usuarios.username,
      rango: rangos.nombre,
      requisito_hrs: misiones.requisitoHrs,
      requisito_times: misiones.requisitoTimes,
      registro: usuarios.fechaRegistro,
      // Instants as epoch seconds: a plain number on both drivers.
      ultimoTurno: sql<number | null>`(select extract(epoch from max(t.confirmado_en))::float8
        from tiempos t where t.usuario_id = ${usuarios.id} and t.estado = 'confirmado')`,
      turnosSemana: sql<number[] | null>`(select array_agg(t.segundos_confirmados) from tiempos t
        where t.usuario_id = ${usuarios.id} and t.estado = 'confirmado' and t.semana = ${semana})`,
      ultimoCambio: sql<number | null>`(select extract(epoch from max(h.fecha))::float8
        from historial_rangos h where h.usuario_id = ${usuarios.id})`,
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(and(gte(usuarios.nivel, 1), lte(usuarios.nivel, 6), debajo))
    .orderBy(asc(usuarios.nivel), asc(sql`lower(${usuarios.username})`));
}
