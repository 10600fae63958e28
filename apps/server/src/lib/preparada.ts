import type { Tx } from '../db/client';

/**
 * A query built once per database (or transaction) instead of on every call: Drizzle
 * turns a query builder into SQL text on each execution, which costs more than the
 * query itself for the small lookups every request makes (the session, the settings).
 * On PostgreSQL the name also makes it a prepared statement on each connection.
 */
export function preparada<T>(construir: (db: Tx) => T): (db: Tx) => T {
  const porBase = new WeakMap<Tx, T>();
  return (db) => {
    let consulta = porBase.get(db);
    if (!consulta) {
      consulta = construir(db);
      porBase.set(db, consulta);
    }
    return consulta;
  };
}
