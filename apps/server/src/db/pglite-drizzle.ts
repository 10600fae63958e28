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

/** Statements whose plan PGlite keeps (see `conPlanPreparado`). */
const conPlan = new Set<string>();
let planesPreparados = 0;

/**
 * Asks PGlite to plan this statement once and keep the plan, for the hot lookups whose
 * planning costs more than running them (a join of five tables planned on every timer
 * action took 0.6 ms of its 1 ms). On first use it becomes a server-side prepared
 * statement (`PREPARE`, which lasts as long as the database is open) and then runs as
 * `EXECUTE` with its parameters written as literals (`literal`), when every parameter
 * has one; anything else runs as usual. That also saves most of PGlite's own work per
 * statement: a statement with parameters is six calls into PGlite's WebAssembly (parse,
 * describe, bind, describe, execute, sync), the unnamed statement parsed and planned
 * each time. PostgreSQL gets the same from Drizzle's named prepared statements
 * (`.prepare(name)`).
 */
export function conPlanPreparado(texto: string) {
  conPlan.add(texto);
}

/**
 * One parameter as an SQL literal with the text PGlite would send for it, or null when
 * it has none (objects, arrays, text holding a NUL, which a query's text cannot carry).
 * Text is an escape string (`E'…'`, backslashes and quotes doubled): its meaning does not
 * depend on `standard_conforming_strings`, and nothing in it can end the literal.
 */
export function literal(valor: unknown): string | null {
  if (valor === null || valor === undefined) return 'null';
  if (typeof valor === 'number') return Number.isFinite(valor) ? `'${valor}'` : null;
  if (typeof valor === 'bigint') return `'${valor}'`;
  if (typeof valor === 'boolean') return valor ? "'t'" : "'f'";
  if (valor instanceof Date)
    return Number.isNaN(valor.getTime()) ? null : `'${valor.toISOString()}'`;
  if (typeof valor !== 'string' || valor.includes('\0')) return null;
  return `E'${valor.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

function comoLiterales(parametros: unknown[] | undefined): string[] | null {
  const literales: string[] = [];
  for (const valor of parametros ?? []) {
    const l = literal(valor);
    if (l === null) return null;
    literales.push(l);
  }
  return literales;
}

/**
 * PGlite as Drizzle sees it, minus a fixed cost on every statement. Drizzle passes its
 * parsers with each query, and PGlite then merges them into its own map of 318 types by
 * copying it (about 80 µs, more than a small lookup takes). PGlite opened with
 * `PARSERS_DRIZZLE` already parses exactly so, and this adapter leaves the per-query
 * copy out. Drizzle only calls `query` and `transaction` on its client.
 */
export class ClienteDrizzle {
  constructor(
    private readonly cliente: PGlite | Transaction,
    /** The statements this database has prepared, by text (shared with its transactions). */
    private readonly preparadas = new Map<string, Promise<string>>(),
  ) {}

  async query(texto: string, parametros?: unknown[], opciones?: Opciones) {
    const sinParsers = opciones && { ...opciones, parsers: undefined };
    const literales = conPlan.has(texto) ? comoLiterales(parametros) : null;
    if (!literales) return this.cliente.query(texto, parametros, sinParsers);
    const nombre = await this.preparar(texto);
    const [resultado] = await this.cliente.exec(
      `execute ${nombre}(${literales.join(', ')})`,
      sinParsers,
    );
    return resultado as Awaited<ReturnType<PGlite['query']>>;
  }

  transaction<T>(callback: (tx: ClienteDrizzle) => Promise<T>): Promise<T> {
    if (!('transaction' in this.cliente)) throw new Error('nested PGlite transaction');
    return this.cliente.transaction((tx) => callback(new ClienteDrizzle(tx, this.preparadas)));
  }

  /** The prepared statement's name, preparing it on first use (not undone by a rollback). */
  private preparar(texto: string): Promise<string> {
    let nombre = this.preparadas.get(texto);
    if (!nombre) {
      // Numbered across every adapter: two on one PGlite must not reuse a name.
      const elegido = `plan_guardado_${++planesPreparados}`;
      nombre = this.cliente.exec(`prepare ${elegido} as ${texto}`).then(() => elegido);
      nombre.catch(() => this.preparadas.delete(texto));
      this.preparadas.set(texto, nombre);
    }
    return nombre;
  }
}
