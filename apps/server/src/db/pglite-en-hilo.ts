import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { AperturaHilo, ErrorDeBase, Pedido, PedidoSinId, Respuesta } from './pglite-protocolo';

/** Statements as the app sends them to PGlite. */
export interface ConsultasPglite {
  query<T = Record<string, unknown>>(
    texto: string,
    parametros?: unknown[],
    opciones?: { rowMode?: 'array' | 'object' },
  ): Promise<Results<T>>;
  exec(texto: string): Promise<Results[]>;
}

/**
 * The embedded database as the app uses it: PGlite's own methods of these names, with
 * the same meaning.
 */
export interface BaseIntegrada extends ConsultasPglite {
  transaction<T>(callback: (tx: ConsultasPglite) => Promise<T>): Promise<T>;
  listen(canal: string, alAviso: (datos: string) => void): Promise<() => Promise<void>>;
  dumpDataDir(compresion?: 'none' | 'gzip' | 'auto'): Promise<Blob>;
  readonly waitReady: Promise<void>;
  readonly closed: boolean;
  close(): Promise<void>;
}

const requerir = createRequire(import.meta.url);
let moduloPglite: Promise<WebAssembly.Module> | undefined;

/** PGlite's WebAssembly, compiled once per process (each thread would compile its own). */
function compilarPglite(): Promise<WebAssembly.Module> {
  const wasm = path.join(path.dirname(requerir.resolve('@electric-sql/pglite')), 'pglite.wasm');
  // The server's libraries declare WebAssembly's types only, not the global itself.
  const { WebAssembly: wasmGlobal } = globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
  };
  moduloPglite ??= readFile(wasm).then((bytes) => wasmGlobal.compile(bytes));
  return moduloPglite;
}

/**
 * Starts the thread: the compiled entry beside this file in a build, else the one that
 * runs its TypeScript source through tsx.
 */
function nuevoHilo(opciones: WorkerOptions): Worker {
  const compilada = new URL('./pglite-hilo.js', import.meta.url);
  if (existsSync(compilada)) return new Worker(compilada, opciones);
  return new Worker(new URL('./pglite-hilo-tsx.mjs', import.meta.url), opciones);
}

/** A database error as the thread sent it, with PostgreSQL's fields on it again. */
function comoError(datos: ErrorDeBase): Error {
  const err = new Error(datos.message);
  if (datos.name) err.name = datos.name;
  return Object.assign(err, datos.campos);
}

type Pendiente = { resolve: (valor: unknown) => void; reject: (err: Error) => void };

/**
 * PGlite in a thread of its own. PostgreSQL compiled to WebAssembly runs every
 * statement on the thread that calls it: in the server's thread, the database's work
 * and the app's (HTTP, tokens, validation, building statements) took turns on one core.
 * Here the database works on another core meanwhile, as PostgreSQL's own processes do.
 * Statements cross as messages (a copy of the parameters and of the rows); PGlite's
 * rules stay: one statement at a time, and a transaction holds the database until it
 * ends (docs/rendimiento.md, The embedded database's thread).
 */
export class PgliteEnHilo implements BaseIntegrada {
  readonly waitReady: Promise<void>;
  /** Settles with the reason when the thread stops without being closed (a crash). */
  readonly detenida: Promise<Error>;
  #alDetenerse!: (err: Error) => void;
  #hilo: Worker;
  #pendientes = new Map<number, Pendiente>();
  #ultimo = 0;
  #transacciones = 0;
  #cerrada = false;
  #fallo: Error | null = null;
  #avisos = new Map<string, Set<(datos: string) => void>>();

  private constructor(hilo: Worker) {
    this.#hilo = hilo;
    this.waitReady = new Promise<void>((resolve, reject) =>
      this.#pendientes.set(0, { resolve: () => resolve(), reject }),
    );
    this.detenida = new Promise((resolve) => (this.#alDetenerse = resolve));
    hilo.on('message', (r: Respuesta) => this.#recibir(r));
    hilo.on('error', (err) => this.#terminar(err));
    hilo.on('exit', (codigo) =>
      this.#terminar(new Error(`la base integrada se detuvo (código ${codigo})`)),
    );
  }

  /** Opens PGlite in `carpeta` (null: in memory, from `copiaDe` when given). */
  static async abrir(carpeta: string | null, copiaDe?: Blob): Promise<PgliteEnHilo> {
    const apertura: AperturaHilo = {
      carpeta,
      modulo: await compilarPglite(),
      copiaDe: copiaDe && (await copiaDe.arrayBuffer()),
    };
    const base = new PgliteEnHilo(
      nuevoHilo({
        workerData: apertura,
        transferList: apertura.copiaDe ? [apertura.copiaDe] : [],
      }),
    );
    try {
      await base.waitReady;
    } catch (err) {
      await base.#hilo.terminate();
      throw err;
    }
    return base;
  }

  get closed() {
    return this.#cerrada || this.#fallo !== null;
  }

  query<T>(texto: string, parametros?: unknown[], opciones?: { rowMode?: 'array' | 'object' }) {
    return this.#pedir<Results<T>>({ op: 'query', texto, parametros, rowMode: opciones?.rowMode });
  }

  exec(texto: string) {
    return this.#pedir<Results[]>({ op: 'exec', texto });
  }

  async transaction<T>(callback: (tx: ConsultasPglite) => Promise<T>): Promise<T> {
    // Its statements follow the begin without waiting for it (one crossing fewer).
    const numero = ++this.#transacciones;
    this.#hilo.postMessage({ op: 'begin', tx: numero } satisfies Pedido);
    const tx: ConsultasPglite = {
      query: <F>(
        texto: string,
        parametros?: unknown[],
        opciones?: { rowMode?: 'array' | 'object' },
      ) =>
        this.#pedir<Results<F>>({
          op: 'query',
          texto,
          parametros,
          rowMode: opciones?.rowMode,
          tx: numero,
        }),
      exec: (texto) => this.#pedir<Results[]>({ op: 'exec', texto, tx: numero }),
    };
    let valor: T;
    try {
      valor = await callback(tx);
    } catch (err) {
      await this.#terminarTransaccion(numero, false).catch(() => {});
      throw err;
    }
    await this.#terminarTransaccion(numero, true);
    return valor;
  }

  async listen(canal: string, alAviso: (datos: string) => void) {
    let oyentes = this.#avisos.get(canal);
    if (!oyentes) {
      oyentes = new Set();
      this.#avisos.set(canal, oyentes);
      await this.#pedir({ op: 'listen', canal });
    }
    oyentes.add(alAviso);
    return async () => {
      oyentes.delete(alAviso);
      if (oyentes.size > 0 || this.#avisos.get(canal) !== oyentes) return;
      this.#avisos.delete(canal);
      await this.#pedir({ op: 'unlisten', canal });
    };
  }

  async dumpDataDir(compresion: 'none' | 'gzip' | 'auto' = 'auto') {
    const datos = await this.#pedir<ArrayBuffer>({ op: 'dump', compresion });
    return new Blob([datos]);
  }

  async close() {
    if (this.closed) return;
    await this.#pedir({ op: 'close' });
    this.#cerrada = true;
    await this.#hilo.terminate();
  }

  #terminarTransaccion(numero: number, confirmar: boolean) {
    return this.#esperar(-numero, { op: 'end', tx: numero, confirmar });
  }

  #pedir<T>(pedido: PedidoSinId) {
    const id = ++this.#ultimo;
    return this.#esperar<T>(id, { ...pedido, id } as Pedido);
  }

  /** Sends `mensaje` and waits for the thread's answer under `id`. */
  #esperar<T>(id: number, mensaje: Pedido): Promise<T> {
    const motivo = this.#cerrada ? new Error('la base integrada está cerrada') : this.#fallo;
    if (motivo) return Promise.reject(motivo);
    return new Promise<T>((resolve, reject) => {
      this.#pendientes.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#hilo.postMessage(mensaje);
    });
  }

  #recibir(r: Respuesta) {
    if ('canal' in r) {
      for (const alAviso of this.#avisos.get(r.canal) ?? []) alAviso(r.datos);
      return;
    }
    const pendiente = this.#pendientes.get(r.id);
    if (!pendiente) return;
    this.#pendientes.delete(r.id);
    if (r.ok) pendiente.resolve(r.valor);
    else pendiente.reject(comoError(r.error));
  }

  /** The thread failed or stopped: whatever was asked of it fails too. */
  #terminar(err: Error) {
    if (!this.#cerrada && !this.#fallo) this.#alDetenerse(err);
    this.#fallo ??= err;
    for (const pendiente of this.#pendientes.values()) pendiente.reject(err);
    this.#pendientes.clear();
  }
}
