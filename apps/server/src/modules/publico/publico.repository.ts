import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { tiempos } from '../../db/schema/tiempos';
import { usuarios } from '../../db/schema/usuarios';

/** Accounts of nivel 0–2 with their rank and mission, highest rank first. */
export function listarAdministracion(db: Tx) {
  return db
    .select({
      username: usuarios.username,
      nivel: usuarios.nivel,
      rango: rangos.nombre,
      mision: misiones.mision,
      habbo_avatar_url: usuarios.habboAvatarUrl,
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(lte(usuarios.nivel, 2))
    .orderBy(asc(usuarios.nivel), asc(misiones.id), asc(usuarios.username))
    .limit(100);
}

/**
 * The worker with the most confirmed time in a pay week (current staff, levels 1–6),
 * ties by name. Only confirmed shifts count: voided or cancelled ones do not.
 */
export async function trabajadorDeLaSemana(db: Tx, semana: string) {
  const segundos = sql<number>`sum(${tiempos.segundosConfirmados})::int`;
  const [fila] = await db
    .select({
      nameUser: usuarios.username,
      rango: rangos.nombre,
      habbo_avatar_url: usuarios.habboAvatarUrl,
      segundos,
    })
    .from(tiempos)
    .innerJoin(usuarios, eq(usuarios.id, tiempos.usuarioId))
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(
      and(
        eq(tiempos.estado, 'confirmado'),
        eq(tiempos.semana, semana),
        gte(usuarios.nivel, 1),
        lte(usuarios.nivel, 6),
      ),
    )
    .groupBy(usuarios.id, usuarios.username, rangos.nombre, usuarios.habboAvatarUrl)
    .orderBy(desc(segundos), asc(sql`lower(${usuarios.username})`))
    .limit(1);
  return fila;
}

/** The five current staff members who confirmed most shifts in a pay week. */
export function cronometradoresDeLaSemana(db: Tx, semana: string) {
  const turnos = sql<number>`count(*)::int`;
  return db
    .select({ nameUser: usuarios.username, turnos })
    .from(tiempos)
    .innerJoin(usuarios, eq(usuarios.id, tiempos.confirmadoPor))
    .where(
      and(eq(tiempos.estado, 'confirmado'), eq(tiempos.semana, semana), lte(usuarios.nivel, 6)),
    )
    .groupBy(usuarios.id, usuarios.username)
    .orderBy(desc(turnos), asc(sql`lower(${usuarios.username})`))
    .limit(5);
}
