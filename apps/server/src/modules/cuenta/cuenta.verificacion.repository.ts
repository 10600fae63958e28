import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { codigosHabbo } from '../../db/schema/codigos-habbo';
import { usuarios } from '../../db/schema/usuarios';

/** What a code is for: registering or verifying an account, or recovering its password. */
export type Proposito = 'registro' | 'recuperar';

/** Stores a code's hash; expired codes of anyone are dropped on the way. */
export async function guardarCodigo(
  db: Tx,
  datos: {
    codigoHash: string;
    proposito: Proposito;
    nombre: string;
    nombreEsqueleto: string;
    expiraEn: Date;
    ahora: Date;
  },
) {
  const { ahora, ...fila } = datos;
  await db.delete(codigosHabbo).where(lte(codigosHabbo.expiraEn, ahora));
  await db.insert(codigosHabbo).values(fila);
}

/** A code still valid for that purpose and name (by its look-alike key). */
export async function codigoVigente(
  db: Tx,
  datos: { codigoHash: string; proposito: Proposito; nombreEsqueleto: string; ahora: Date },
) {
  const [fila] = await db
    .select({ id: codigosHabbo.id })
    .from(codigosHabbo)
    .where(
      and(
        eq(codigosHabbo.codigoHash, datos.codigoHash),
        eq(codigosHabbo.proposito, datos.proposito),
        eq(codigosHabbo.nombreEsqueleto, datos.nombreEsqueleto),
        gt(codigosHabbo.expiraEn, datos.ahora),
      ),
    );
  return fila;
}

/** Uses a code up; false when another request used it first. */
export async function consumirCodigo(db: Tx, id: number) {
  const filas = await db
    .delete(codigosHabbo)
    .where(eq(codigosHabbo.id, id))
    .returning({ id: codigosHabbo.id });
  return filas.length > 0;
}

/** The account holding a Habbo player, if any. */
export async function cuentaDeJugador(db: Tx, uniqueId: string) {
  const [fila] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.habboUniqueId, uniqueId));
  return fila;
}

/** An account's Habbo identity, found by id or by name whatever its case. */
export async function identidadHabbo(db: Tx, por: { id: number } | { nombre: string }) {
  const [fila] = await db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      habboUniqueId: usuarios.habboUniqueId,
    })
    .from(usuarios)
    .where(
      'id' in por
        ? eq(usuarios.id, por.id)
        : eq(sql`lower(${usuarios.username})`, por.nombre.toLowerCase()),
    );
  return fila;
}

/** Records the account's Habbo player, figure and avatar. */
export async function marcarVerificada(
  db: Tx,
  usuarioId: number,
  datos: { habboUniqueId: string; habboFigura: string; habboAvatarUrl: string; ahora: Date },
) {
  await db
    .update(usuarios)
    .set({
      habboUniqueId: datos.habboUniqueId,
      habboFigura: datos.habboFigura,
      habboAvatarUrl: datos.habboAvatarUrl,
      habboVerificadoEn: datos.ahora,
    })
    .where(eq(usuarios.id, usuarioId));
}
