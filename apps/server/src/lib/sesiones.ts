import { and, eq, isNull, sql } from 'drizzle-orm';
import { esMotivoCierre, type MotivoCierre } from '@mchabbo/shared/cuenta/sesion';
import type { Tx } from '../db/client';
import { sesiones } from '../db/schema/sesiones';
import { usuarios } from '../db/schema/usuarios';

/**
 * Ends every open session of an account for `motivo`, in the transaction that revokes its
 * tokens (the token version going up with `usuarios.cierre_motivo`): each open session
 * row keeps why it ended, and a rename the new name, so each token is later told the
 * reason that ended it, never a later one (docs/reglas.md, Sessions 5.8). Every change
 * that revokes an account's tokens calls it: a new password or temporary key, a change of
 * post or a dismissal, a rename, signing out everywhere.
 */
export async function cerrarSesionesAbiertas(
  tx: Tx,
  usuarioId: number,
  motivo: MotivoCierre,
  nombre?: string,
) {
  await tx
    .update(sesiones)
    .set({ cierreMotivo: motivo, cierreNombre: motivo === 'nombre' ? (nombre ?? null) : null })
    .where(and(eq(sesiones.usuarioId, usuarioId), isNull(sesiones.cierreMotivo)));
}

/**
 * Why a token no longer opens its session (docs/reglas.md, Sessions 5.8): the reason its
 * own session row keeps (signed out of that device: "cierre"; a rename: "nombre" with the
 * name that rename gave). A row still open means a revocation from before rows kept their
 * reason: the account's, only when it is the revocation right after the token's version
 * (no later news). No row (removed once its token expired) or an unknown account:
 * "caducada".
 */
export async function motivoDeCierre(
  db: Tx,
  usuarioId: number,
  sesionId: number,
  version: number,
): Promise<{ motivo: MotivoCierre; nombre?: string }> {
  const [fila] = await db
    .select({
      tokenVersion: usuarios.tokenVersion,
      cierreCuenta: usuarios.cierreMotivo,
      username: usuarios.username,
      sesion: sesiones.id,
      cierreSesion: sesiones.cierreMotivo,
      nombreSesion: sesiones.cierreNombre,
    })
    .from(usuarios)
    .leftJoin(sesiones, and(eq(sesiones.id, sql`${sesionId}`), eq(sesiones.usuarioId, usuarios.id)))
    .where(eq(usuarios.id, usuarioId));
  if (!fila || fila.sesion === null) return { motivo: 'caducada' };
  const propio = esMotivoCierre(fila.cierreSesion) ? fila.cierreSesion : null;
  if (propio) {
    return propio === 'nombre' && fila.nombreSesion
      ? { motivo: propio, nombre: fila.nombreSesion }
      : { motivo: propio };
  }
  const cuenta = esMotivoCierre(fila.cierreCuenta) ? fila.cierreCuenta : null;
  if (!cuenta || fila.tokenVersion !== version + 1) return { motivo: 'caducada' };
  return cuenta === 'nombre' ? { motivo: cuenta, nombre: fila.username } : { motivo: cuenta };
}
