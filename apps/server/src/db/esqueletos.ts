import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { clavesDeNombre } from '@mchabbo/shared/cuenta/esqueleto';
import { normalizarNombre } from '@mchabbo/shared/cuenta/nombres';
import type { Tx } from './client';
import { usuarios } from './schema/usuarios';

/** The look-alike key columns of a name, for every write of `usuarios.username`. */
export function columnasDeNombre(username: string) {
  const { esqueleto, esqueletoEscrito } = clavesDeNombre(username);
  return { nombreEsqueleto: esqueleto, nombreEsqueletoEscrito: esqueletoEscrito };
}

/**
 * Gives every account without look-alike keys its keys: the accounts that existed before
 * the keys did (migration 0008), and rows written by hand in SQL. Runs right after the
 * migrations, under the same lock on PostgreSQL, so one process does it.
 *
 * Accounts are taken in id order. A name that is not in NFKC yet is stored in NFKC when
 * no other account holds that name (signing in normalises what is typed, so it would no
 * longer be found otherwise). When an earlier account already holds a key, both
 * accounts are kept: the later one's key gets "#" and its id appended, which no valid
 * name's key contains, so it stays unique and collides with nobody.
 */
export async function completarEsqueletos(db: Tx) {
  const pendientes = await db
    .select({ id: usuarios.id, username: usuarios.username })
    .from(usuarios)
    .where(or(isNull(usuarios.nombreEsqueleto), isNull(usuarios.nombreEsqueletoEscrito)))
    .orderBy(usuarios.id);
  for (const fila of pendientes) {
    let username = fila.username;
    const nfkc = normalizarNombre(username);
    if (
      nfkc !== username &&
      !(await ocupado(db, fila.id, sql`lower(${usuarios.username})`, sql`lower(${nfkc})`))
    ) {
      username = nfkc;
    }
    const claves = columnasDeNombre(username);
    const sufijo = `#${fila.id}`;
    if (await ocupado(db, fila.id, usuarios.nombreEsqueleto, claves.nombreEsqueleto)) {
      claves.nombreEsqueleto += sufijo;
    }
    if (
      await ocupado(db, fila.id, usuarios.nombreEsqueletoEscrito, claves.nombreEsqueletoEscrito)
    ) {
      claves.nombreEsqueletoEscrito += sufijo;
    }
    await db
      .update(usuarios)
      .set({ username, ...claves })
      .where(eq(usuarios.id, fila.id));
  }
  return pendientes.length;
}

/** Whether another account already has this value in the column. */
async function ocupado(db: Tx, id: number, columna: Parameters<typeof eq>[0], valor: unknown) {
  const [otra] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(ne(usuarios.id, id), eq(columna, valor)))
    .limit(1);
  return otra !== undefined;
}
