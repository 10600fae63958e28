/**
 * Answers of hot reads (the Tiempos list, the ranking, the pay list, profiles, the sales
 * and users lists, the settings) kept in memory and reused while the database has not
 * changed.
 *
 * "Not changed" is decided by the database itself: every request reads, with the
 * caller's session, `pg_current_snapshot()` (see `buscarSesion`). Two equal snapshots
 * see exactly the same committed data (the same transactions are visible), and any
 * committed write — from this process, another server process, a test or a psql
 * session — gives later snapshots a different value. So an answer loaded for a request
 * that started at snapshot S is reused only by requests that started at the same S:
 * never staler than a fresh read, on PGlite and on PostgreSQL alike. A read costs one
 * small statement (already paid by the session lookup) instead of its queries.
 *
 * Values are shared between requests: callers must not mutate them. Anything that
 * depends on the clock (the pay week, elapsed times) goes into the key or is computed
 * from the cached rows on every request.
 */

/** A database snapshot as text (`xmin:xmax:xip_list`). */
export type Instantanea = string;

/** For callers outside a request (the demo seed): every read goes to the database. */
export const SIN_INSTANTANEA: Instantanea = '';

interface Entrada {
  instantanea: Instantanea;
  valor: Promise<unknown>;
}

/** The reads kept: one per key (the latest snapshot wins), at most `maximo` keys. */
export class Lecturas {
  private readonly entradas = new Map<string, Entrada>();

  constructor(private readonly maximo = 500) {}

  /**
   * The value of `clave` as loaded at `instantanea`, or `cargar()` when none is kept
   * for that snapshot. Concurrent requests at the same snapshot share one load; a
   * failed load is not kept.
   */
  leer<T>(instantanea: Instantanea, clave: string, cargar: () => Promise<T>): Promise<T> {
    if (instantanea === SIN_INSTANTANEA) return cargar();
    const entrada = this.entradas.get(clave);
    if (entrada?.instantanea === instantanea) return entrada.valor as Promise<T>;
    const valor = cargar();
    this.entradas.delete(clave); // re-inserted last: the map's order is its age
    this.entradas.set(clave, { instantanea, valor });
    if (this.entradas.size > this.maximo) {
      const masVieja = this.entradas.keys().next().value;
      if (masVieja !== undefined) this.entradas.delete(masVieja);
    }
    valor.catch(() => {
      if (this.entradas.get(clave)?.valor === valor) this.entradas.delete(clave);
    });
    return valor;
  }

  /** How many answers are kept (for tests). */
  get tamano() {
    return this.entradas.size;
  }
}
