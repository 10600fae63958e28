import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import type { Clon } from '@mchabbo/shared/usuarios/contratos';
import type { Tx } from '../../db/client';
import { usuarioIps } from '../../db/schema/usuario-ips';
import { usuarios } from '../../db/schema/usuarios';

/**
 * Every account seen at an IP that another account also used, grouped by IP: of the
 * accounts the caller may act on (below their rank; every account for the owner).
 */
export async function listarClones(db: Tx, caller: { id: number; nivel: number }): Promise<Clon[]> {
  const compartidas = db
    .select({ ip: usuarioIps.ip })
    .from(usuarioIps)
    .groupBy(usuarioIps.ip)
    .having(sql`count(distinct ${usuarioIps.usuarioId}) > 1`);
  const filas = await db
    .select({
      id: usuarioIps.id,
      ip_address: usuarioIps.ip,
      permitido: usuarioIps.permitido,
      username: usuarios.username,
      fechaRegistro: usuarios.fechaRegistro,
    })
    .from(usuarioIps)
    .innerJoin(usuarios, eq(usuarios.id, usuarioIps.usuarioId))
    .where(
      and(
        inArray(usuarioIps.ip, compartidas),
        caller.nivel === NIVEL_DUENO ? undefined : gt(usuarios.nivel, caller.nivel),
      ),
    )
    .orderBy(asc(usuarioIps.ip), asc(usuarios.fechaRegistro))
    .limit(2000);
  return filas.map(({ username, fechaRegistro, ...c }) => ({
    ...c,
    usuario: { username, fecha_registro: fechaRegistro.toISOString() },
  }));
}

/** Marks one account-at-IP row allowed or not; false when the row does not exist. */
export async function marcarPermitido(db: Tx, id: number, permitido: boolean) {
  const filas = await db
    .update(usuarioIps)
    .set({ permitido })
    .where(eq(usuarioIps.id, id))
    .returning({ id: usuarioIps.id });
  return filas.length > 0;
}

/** The IPs an account was seen at, newest first. */
export async function ipsDe(db: Tx, usuarioId: number) {
  const filas = await db
    .select({ ip: usuarioIps.ip, ultimaVez: usuarioIps.ultimaVez })
    .from(usuarioIps)
    .where(eq(usuarioIps.usuarioId, usuarioId))
    .orderBy(sql`${usuarioIps.ultimaVez} desc`);
  return filas.map((f) => ({ ip: f.ip, ultima_vez: f.ultimaVez.toISOString() }));
}

/** Forgets every IP of an account; returns how many were removed. */
export async function borrarIps(db: Tx, usuarioId: number) {
  const filas = await db
    .delete(usuarioIps)
    .where(and(eq(usuarioIps.usuarioId, usuarioId)))
    .returning({ id: usuarioIps.id });
  return filas.length;
}

/** The account of one account-at-IP row, locked for the transaction that changes it. */
export async function bloquearFila(tx: Tx, id: number) {
  const [fila] = await tx
    .select({ usuarioId: usuarioIps.usuarioId, ip: usuarioIps.ip, permitido: usuarioIps.permitido })
    .from(usuarioIps)
    .where(eq(usuarioIps.id, id))
    .for('update');
  return fila;
}
