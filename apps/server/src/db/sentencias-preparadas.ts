import { sql, type Column } from 'drizzle-orm';
import type { Tx } from './client';

/** A Drizzle query that can become a named prepared statement. */
interface Preparable<P> {
  prepare(nombre: string): P;
}

/**
 * The hottest lookups (the caller's session on every request, the settings, the timer
 * lock of every timer action) as Drizzle prepared queries (`.prepare(nombre)`): built
 * once per database or transaction that runs them instead of on every call (Drizzle
 * turns a builder into SQL text on each execution), and on PostgreSQL a named prepared
 * statement, planned once per connection. `nombre` must be unique.
 */
export function sentenciaPreparada<P>(
  nombre: string,
  construir: (db: Tx) => Preparable<P>,
): (db: Tx) => P {
  const porBase = new WeakMap<Tx, P>();
  return (db) => {
    let preparada = porBase.get(db);
    if (!preparada) {
      preparada = construir(db).prepare(nombre);
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
