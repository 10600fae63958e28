import { sql, type Column } from 'drizzle-orm';
import type { Tx } from './client';
import { conPlanPreparado } from './pglite-drizzle';

/** A Drizzle query that can become a named prepared statement. */
interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(nombre: string): P;
}

/** The driver client a Drizzle database or transaction sends its statements to. */
const clienteDe = (db: Tx): object | undefined =>
  (db as unknown as { session?: { client?: object } }).session?.client;

/**
 * The same prepared query sending to another client (a transaction's): Drizzle's
 * prepared queries keep the SQL text, the placeholders and the result mapping, and
 * reach the driver only through their `client` field.
 */
function conCliente<P>(preparada: P, cliente: object): P {
  const copia = Object.create(Object.getPrototypeOf(preparada) as object) as P;
  return Object.assign(copia as object, preparada, { client: cliente }) as P;
}

/**
 * The one seam for the database speed-ups of the hottest lookups (the caller's session
 * on every request, the settings, the timer lock of every timer action). The query is
 * built once instead of on every call (Drizzle turns a builder into SQL text on each
 * execution, which costs more than these lookups themselves) and reused by every
 * transaction (each is a new Drizzle database: building the lock queries again in each
 * one took 0.3 ms of a timer action), it becomes a named prepared statement on
 * PostgreSQL, and PGlite keeps its plan (`conPlanPreparado` in `pglite-drizzle.ts`).
 * `nombre` must be unique.
 */
export function sentenciaPreparada<P>(
  nombre: string,
  construir: (db: Tx) => Preparable<P>,
): (db: Tx) => P {
  const porBase = new WeakMap<Tx, P>();
  // The first one built per kind of client (PGlite's; a PostgreSQL pool's or connection's).
  const primeras = new Map<unknown, P>();
  return (db) => {
    let preparada = porBase.get(db);
    if (!preparada) {
      const cliente = clienteDe(db);
      const primera = cliente && primeras.get(cliente.constructor);
      if (cliente && primera !== undefined) {
        preparada = conCliente(primera, cliente);
      } else {
        const consulta = construir(db);
        conPlanPreparado(consulta.toSQL().sql);
        preparada = consulta.prepare(nombre);
        if (cliente && 'client' in (preparada as object)) {
          primeras.set(cliente.constructor, preparada);
        }
      }
      porBase.set(db, preparada);
    }
    return preparada;
  };
}

/**
 * A raw placeholder of a kept query, for a column that may be null. Drizzle sends a
 * plain placeholder through its column's encoder even when the value is null (a JSON
 * column would get the JSON value null instead of SQL NULL, a timestamp would throw),
 * so such values go raw, encoded first with `paraColumna`.
 */
export const crudo = (nombre: string) => sql`${sql.placeholder(nombre)}`;

/** A value as Drizzle would send it for this column, null staying SQL NULL (for `crudo`). */
export const paraColumna = (columna: Column, valor: unknown): unknown =>
  valor === null || valor === undefined ? null : columna.mapToDriverValue(valor);
