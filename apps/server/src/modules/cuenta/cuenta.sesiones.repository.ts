import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { crudo, paraColumna, sentenciaPreparada } from '../../db/sentencias-preparadas';
import { sesiones } from '../../db/schema/sesiones';
import { usuarios } from '../../db/schema/usuarios';
import { cerrarSesionesAbiertas } from '../../lib/sesiones';

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

/** Ends one session (one device): its row keeps that it was signed out (Sessions 5.8). */
export async function cerrarSesion(db: Tx, id: number) {
  await db
    .update(sesiones)
    .set({ cierreMotivo: 'cierre' })
    .where(and(eq(sesiones.id, id), isNull(sesiones.cierreMotivo)));
}

/** Ends every session of an account and revokes its tokens, saying why (Sessions 5.8). */
export async function cerrarTodas(db: Tx, usuarioId: number, motivo: 'cierre' | 'clave') {
  await cerrarSesionesAbiertas(db, usuarioId, motivo);
  await db
    .update(usuarios)
    .set({ tokenVersion: sql`${usuarios.tokenVersion} + 1`, cierreMotivo: motivo })
    .where(eq(usuarios.id, usuarioId));
}

/** Of these sessions, those still open, with their account's token version now. */
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
    .where(and(inArray(sesiones.id, ids), isNull(sesiones.cierreMotivo)));
}
