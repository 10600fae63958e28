import { asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
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
