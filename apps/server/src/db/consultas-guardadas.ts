import type { Tx } from './client';
import { conPlanGuardado } from './pglite-drizzle';

/** A Drizzle query that can become a named prepared statement. */
interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(nombre: string): P;
}

/**
 * The one seam for the database speed-ups of the hottest lookups (the caller's session
 * on every request, the settings, the timer lock of every timer action). The query is
 * built once per database or transaction instead of on every call (Drizzle turns a
 * builder into SQL text on each execution, which costs more than these lookups
 * themselves), it becomes a named prepared statement on PostgreSQL, and PGlite keeps
 * its plan (`conPlanGuardado` in `pglite-drizzle.ts`). `nombre` must be unique.
 */
export function consultaGuardada<P>(
  nombre: string,
  construir: (db: Tx) => Preparable<P>,
): (db: Tx) => P {
  const porBase = new WeakMap<Tx, P>();
  return (db) => {
    let preparada = porBase.get(db);
    if (!preparada) {
      const consulta = construir(db);
      conPlanGuardado(consulta.toSQL().sql);
      preparada = consulta.prepare(nombre);
      porBase.set(db, preparada);
    }
    return preparada;
  };
}
