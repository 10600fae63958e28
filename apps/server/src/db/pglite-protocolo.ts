// What the server's thread and the embedded database's thread say to each other
// (pglite-en-hilo.ts and pglite-hilo.ts).

/** How the database's thread opens PGlite (its `workerData`). */
export interface AperturaHilo {
  /** The data folder's PGlite directory; null for a database in memory. */
  carpeta: string | null;
  /** In memory only: start from this dump of a data folder. */
  copiaDe?: ArrayBuffer;
  /** PGlite's WebAssembly, compiled once per process and shared by every thread. */
  modulo?: WebAssembly.Module;
}

/** A request; `tx` names the open transaction a statement belongs to. */
export type Pedido =
  | {
      id: number;
      op: 'query';
      texto: string;
      parametros?: unknown[];
      rowMode?: 'array' | 'object';
      tx?: number;
    }
  | { id: number; op: 'exec'; texto: string; tx?: number }
  /** Begins transaction `tx` (numbered by the server's thread); answered only at its end. */
  | { op: 'begin'; tx: number }
  /** Commits or rolls back; the outcome comes back under the id `-tx`. */
  | { op: 'end'; tx: number; confirmar: boolean }
  | { id: number; op: 'listen' | 'unlisten'; canal: string }
  | { id: number; op: 'dump'; compresion: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

type SinId<P> = P extends { id: number } ? Omit<P, 'id'> : never;
/** A request before its id is given. */
export type PedidoSinId = SinId<Pedido>;

/** A database error as data: its message and PostgreSQL's fields (code, constraint…). */
export interface ErrorDeBase {
  message: string;
  name?: string;
  campos: Record<string, unknown>;
}

/** An answer to request `id` (0: the database is open), or a notification. */
export type Respuesta =
  | { id: number; ok: true; valor: unknown }
  | { id: number; ok: false; error: ErrorDeBase }
  | { canal: string; datos: string };
