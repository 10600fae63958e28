import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Answers of hot reads kept in memory and reused while the database has not changed:
 * the one cache of the server. Two kinds use it: whole answers of routes that declare
 * `guardada` (see `plugins/guardadas.ts`: the ranking, the pay list, profiles, the sales
 * and users lists, the inbox, the public worker of the week…), and data several routes
 * share (the settings, the open timers' rows), read through `ctx.lecturas.leer` in the
 * module that owns it. Neither knows about snapshots: the request carries its own.
 *
 * "Not changed" is decided by the database itself: a request reads
 * `pg_current_snapshot()` (`db/instantanea.ts`) the first time it reads through here,
 * once per request (`enPeticion`, set up by app.ts for every request). Two equal snapshots
 * see exactly the same committed data (the same transactions are visible), and any
 * committed write — from this process, another server process, a test or a psql
 * session; on PostgreSQL, a write to any database of the same server, whose snapshot
 * it is — gives later snapshots a different value. So an answer loaded for a request
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

/** The snapshot of the request being served, read on first use. */
const peticion = new AsyncLocalStorage<{ instantanea?: Promise<Instantanea> }>();

interface Entrada {
  instantanea: Instantanea;
  valor: Promise<unknown>;
  /** When the value stops being current even if the database is unchanged (the clock). */
  hasta: number;
}

/** The reads kept: one per key (the latest snapshot wins), at most `maximo` keys. */
export class Lecturas {
  private readonly entradas = new Map<string, Entrada>();

  constructor(
    private readonly maximo = 500,
    private readonly reloj: () => number = Date.now,
    /** Reads the database's current snapshot; without it nothing is kept between requests. */
    private readonly leerInstantanea?: () => Promise<Instantanea>,
  ) {}

  /** Runs `seguir` (the rest of a request) with a snapshot of its own, read on first use. */
  enPeticion(seguir: () => void): void {
    peticion.run({}, seguir);
  }

  /** The current request's snapshot (read now if this is its first use), or none outside one. */
  instantanea(): Promise<Instantanea> {
    const estado = peticion.getStore();
    if (!estado || !this.leerInstantanea) return Promise.resolve(SIN_INSTANTANEA);
    estado.instantanea ??= this.leerInstantanea();
    return estado.instantanea;
  }

  /**
   * The value of `clave` as loaded at the current request's snapshot (`leerEn`); outside a
   * request, `cargar()`. Not for use inside a transaction (the snapshot is read outside it).
   */
  async leer<T>(clave: string, cargar: () => Promise<T>, hasta?: Date): Promise<T> {
    return this.leerEn(await this.instantanea(), clave, cargar, hasta);
  }

  /**
   * The value of `clave` as loaded at `instantanea`, or `cargar()` when none is kept
   * for that snapshot. Concurrent requests at the same snapshot share one load; a
   * failed load is not kept. `hasta` bounds a value that also depends on the clock
   * (an answer about the current pay week is not reused once that week is over).
   */
  leerEn<T>(
    instantanea: Instantanea,
    clave: string,
    cargar: () => Promise<T>,
    hasta?: Date,
  ): Promise<T> {
    if (instantanea === SIN_INSTANTANEA) return cargar();
    const entrada = this.entradas.get(clave);
    if (entrada?.instantanea === instantanea && this.reloj() < entrada.hasta) {
      return entrada.valor as Promise<T>;
    }
    // A real promise, settled once: a Drizzle query is a thenable that would run again
    // on every `await` of it.
    const valor = Promise.resolve(cargar());
    this.entradas.delete(clave); // re-inserted last: the map's order is its age
    this.entradas.set(clave, { instantanea, valor, hasta: hasta?.getTime() ?? Infinity });
    if (this.entradas.size > this.maximo) {
      const masVieja = this.entradas.keys().next().value;
      if (masVieja !== undefined) this.entradas.delete(masVieja);
    }
    valor.catch(() => {
      if (this.entradas.get(clave)?.valor === valor) this.entradas.delete(clave);
    });
    return valor;
  }

  /**
   * Shortens the life of the value `leerEn` returned for `clave` to `hasta`, for values
   * that learn when they stop being current only once loaded (the activity list: when
   * the next person's day count moves). Nothing happens if a newer load replaced it.
   */
  acotar(clave: string, valor: Promise<unknown>, hasta: Date) {
    const entrada = this.entradas.get(clave);
    if (entrada?.valor === valor) entrada.hasta = Math.min(entrada.hasta, hasta.getTime());
  }

  /** How many answers are kept (for tests). */
  get tamano() {
    return this.entradas.size;
  }
}
