import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { clavesDeNombre } from '@mchabbo/shared/cuenta/esqueleto';
import { normalizarNombre } from '@mchabbo/shared/cuenta/nombres';
import type { Tx } from './tipos';
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
  // Every start asks; almost always no account lacks keys, and one probe of the table
  // is cheaper than reading every account.
  const [falta] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(or(isNull(usuarios.nombreEsqueleto), isNull(usuarios.nombreEsqueletoEscrito)))
    .limit(1);
  if (!falta) return 0;
  const filas = await db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      esqueleto: usuarios.nombreEsqueleto,
      escrito: usuarios.nombreEsqueletoEscrito,
    })
    .from(usuarios)
    .orderBy(usuarios.id);
  const pendiente = (f: (typeof filas)[number]) => f.esqueleto === null || f.escrito === null;
  const pendientes = filas.filter(pendiente);
  if (pendientes.length === 0) return 0;
  // The keys already taken; a key is compared byte for byte, as its unique index does.
  const usados = {
    esqueleto: new Set(filas.filter((f) => !pendiente(f)).map((f) => f.esqueleto)),
    escrito: new Set(filas.filter((f) => !pendiente(f)).map((f) => f.escrito)),
  };
  for (const fila of pendientes) {
    let username = fila.username;
    const nfkc = normalizarNombre(username);
    // Asked of the database: its lower() is the one the unique index on names uses.
    if (nfkc !== username && !(await nombreOcupado(db, fila.id, nfkc))) username = nfkc;
    const claves = columnasDeNombre(username);
    if (usados.esqueleto.has(claves.nombreEsqueleto)) claves.nombreEsqueleto += `#${fila.id}`;
    if (usados.escrito.has(claves.nombreEsqueletoEscrito)) {
      claves.nombreEsqueletoEscrito += `#${fila.id}`;
    }
    usados.esqueleto.add(claves.nombreEsqueleto);
    usados.escrito.add(claves.nombreEsqueletoEscrito);
    await db
      .update(usuarios)
      .set({ username, ...claves })
      .where(eq(usuarios.id, fila.id));
  }
  return pendientes.length;
}

/** Whether another account holds this name, ignoring case. */
async function nombreOcupado(db: Tx, id: number, nombre: string) {
  const [otra] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(ne(usuarios.id, id), eq(sql`lower(${usuarios.username})`, sql`lower(${nombre})`)))
    .limit(1);
  return otra !== undefined;
}
