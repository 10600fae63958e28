import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/** Text as it comes: Drizzle turns these types into values itself. */
const tal = (valor: string) => valor;

/**
 * The parsers Drizzle asks PGlite for (drizzle-orm/pglite/session.js): dates, times and
 * intervals, and their arrays, left as text. Given to PGlite once, when it opens.
 */
export const PARSERS_DRIZZLE = {
  [types.TIMESTAMP]: tal,
  [types.TIMESTAMPTZ]: tal,
  [types.INTERVAL]: tal,
  [types.DATE]: tal,
  1231: tal, // numeric[]
  1115: tal, // timestamp[]
  1185: tal, // timestamptz[]
  1187: tal, // interval[]
  1182: tal, // date[]
};

type Opciones = Parameters<PGlite['query']>[2];

/**
 * PGlite as Drizzle sees it, minus a fixed cost on every statement. Drizzle passes its
 * parsers with each query, and PGlite then merges them into its own map of 318 types by
 * copying it (about 80 µs, more than a small lookup takes). PGlite opened with
 * `PARSERS_DRIZZLE` already parses exactly so, and this adapter leaves the per-query
 * copy out. Drizzle only calls `query` and `transaction` on its client.
 */
export class ClienteDrizzle {
  constructor(private readonly cliente: PGlite | Transaction) {}

  query(texto: string, parametros?: unknown[], opciones?: Opciones) {
    return this.cliente.query(texto, parametros, opciones && { ...opciones, parsers: undefined });
  }

  transaction<T>(callback: (tx: ClienteDrizzle) => Promise<T>): Promise<T> {
    if (!('transaction' in this.cliente)) throw new Error('nested PGlite transaction');
    return this.cliente.transaction((tx) => callback(new ClienteDrizzle(tx)));
  }
}
