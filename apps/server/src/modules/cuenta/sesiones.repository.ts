import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { esMotivoCierre, type MotivoCierre } from '@mchabbo/shared/cuenta/sesion';
import type { Tx } from '../../db/client';
import { crudo, paraColumna, sentenciaPreparada } from '../../db/sentencias-preparadas';
import { sesiones } from '../../db/schema/sesiones';
import { usuarios } from '../../db/schema/usuarios';

/** Opens a session for an account (dropping its expired ones) and returns its id. */
export async function abrirSesion(db: Tx, usuarioId: number) {
  await borrarCaducadas(db).execute({ usuarioId });
  const [fila] = await insertarSesion(db).execute({ usuarioId });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

// Every sign-in runs these three: kept (db/sentencias-preparadas.ts).
const borrarCaducadas = sentenciaPreparada('borrar_sesiones_caducadas', (db) =>
  db
    .delete(sesiones)
    .where(
      and(
        eq(sesiones.usuarioId, sql.placeholder('usuarioId')),
        isNotNull(sesiones.expiraEn),
        lt(sesiones.expiraEn, sql`now()`),
      ),
    ),
);
const insertarSesion = sentenciaPreparada('insertar_sesion', (db) =>
  db
    .insert(sesiones)
    .values({ usuarioId: sql.placeholder('usuarioId') })
    .returning({ id: sesiones.id }),
);
const expiracion = sentenciaPreparada('fijar_expiracion', (db) =>
  db
    .update(sesiones)
    .set({ expiraEn: crudo('expiraEn') })
    .where(eq(sesiones.id, sql.placeholder('id'))),
);

/** Records when the session's token expires. */
export async function fijarExpiracion(db: Tx, id: number, expiraEn: Date) {
  await expiracion(db).execute({ id, expiraEn: paraColumna(sesiones.expiraEn, expiraEn) });
}

/** Ends one session (one device). */
export async function cerrarSesion(db: Tx, id: number) {
  await db.delete(sesiones).where(eq(sesiones.id, id));
}

/** Ends every session of an account and revokes its tokens, saying why (Sessions 5.8). */
export async function cerrarTodas(db: Tx, usuarioId: number, motivo: 'cierre' | 'clave') {
  await db.delete(sesiones).where(eq(sesiones.usuarioId, usuarioId));
  await db
    .update(usuarios)
    .set({ tokenVersion: sql`${usuarios.tokenVersion} + 1`, cierreMotivo: motivo })
    .where(eq(usuarios.id, usuarioId));
}

/**
 * Why a token of this account no longer opens a session (docs/reglas.md, Sessions 5.8):
 * the reason of the last revocation when the token is older than it, "cierre" when only
 * its session row is gone (signed out), "caducada" for an unknown account.
 */
export async function motivoDeCierre(
  db: Tx,
  usuarioId: number,
  version: number,
): Promise<{ motivo: MotivoCierre; nombre?: string }> {
  const [fila] = await db
    .select({
      tokenVersion: usuarios.tokenVersion,
      cierreMotivo: usuarios.cierreMotivo,
      username: usuarios.username,
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  if (!fila) return { motivo: 'caducada' };
  if (fila.tokenVersion === version) return { motivo: 'cierre' };
  const motivo = esMotivoCierre(fila.cierreMotivo) ? fila.cierreMotivo : 'caducada';
  return motivo === 'nombre' ? { motivo, nombre: fila.username } : { motivo };
}

/** Of these sessions, those that still exist, with their account's token version now. */
export async function sesionesExistentes(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sesiones.id,
      tokenVersion: usuarios.tokenVersion,
      debeCambiarClave: usuarios.debeCambiarClave,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .where(inArray(sesiones.id, ids));
}
