// The embedded database's own thread: PGlite opened here, answering what
// pglite-en-hilo.ts asks over the thread's port. See that file for why.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { ARRANQUE_PGLITE, PARSERS_DRIZZLE } from './pglite-opciones';
import type { AperturaHilo, ErrorDeBase, Pedido, Respuesta } from './pglite-protocolo';

const puerto = parentPort;
if (!puerto) throw new Error('pglite-hilo.ts runs as a worker thread');

const apertura = workerData as AperturaHilo;
const opciones = {
  ...ARRANQUE_PGLITE,
  parsers: PARSERS_DRIZZLE,
  pgliteWasmModule: apertura.modulo,
  loadDataDir: apertura.copiaDe ? new Blob([apertura.copiaDe]) : undefined,
};
const pglite = apertura.carpeta ? new PGlite(apertura.carpeta, opciones) : new PGlite(opciones);

/** A transaction asked for: the PGlite transaction once begun, how to end it, its outcome. */
interface Abierta {
  lista: Promise<Transaction>;
  terminar: (confirmar: boolean) => void;
  resultado: Promise<void>;
}
/** Open transactions by the number the server's thread gave them. */
const transacciones = new Map<number, Abierta>();
/** Thrown inside a transaction's callback to have PGlite roll it back. */
const DESHACER = Symbol('deshacer');
/** What stops listening, by channel. */
const escuchas = new Map<string, () => Promise<void>>();

function responder(respuesta: Respuesta, transferir?: ArrayBuffer[]) {
  puerto!.postMessage(respuesta, transferir);
}

/**
 * PGlite's errors as plain data (the port copies no class): the message and every
 * field PostgreSQL sent (code, constraint, detail…), which the app reads.
 */
function comoDatos(err: unknown): ErrorDeBase {
  if (!(err instanceof Error)) return { message: String(err), campos: {} };
  const campos: Record<string, unknown> = {};
  for (const [clave, valor] of Object.entries(err)) {
    if (valor === undefined || typeof valor === 'function') continue;
    if (clave === 'queryOptions') continue; // may hold parser functions
    campos[clave] = valor;
  }
  return { message: err.message, name: err.name, campos };
}

async function destino(tx?: number): Promise<PGlite | Transaction> {
  if (tx === undefined) return pglite;
  const abierta = transacciones.get(tx);
  if (!abierta) throw new Error(`la transacción ${tx} ya terminó`);
  return abierta.lista;
}

/**
 * Begins transaction `numero`. Nothing is answered: its statements follow at once,
 * each waiting for it to have begun, and its outcome is the answer to its end.
 */
function empezar(numero: number) {
  let begun!: (tx: Transaction) => void;
  let unbegun!: (err: unknown) => void;
  const lista = new Promise<Transaction>((resolve, reject) => {
    begun = resolve;
    unbegun = reject;
  });
  lista.catch(() => {}); // its statements and its end get the error
  let terminar!: (confirmar: boolean) => void;
  const fin = new Promise<void>((resolve, reject) => {
    terminar = (confirmar) => (confirmar ? resolve() : reject(DESHACER));
  });
  const resultado = pglite
    .transaction(async (tx) => {
      begun(tx);
      await fin;
    })
    .catch((err: unknown) => {
      unbegun(err);
      if (err !== DESHACER) throw err;
    });
  resultado.catch(() => {}); // answered when the server's thread ends it
  transacciones.set(numero, { lista, terminar, resultado });
}

/** Commits or rolls back transaction `numero` and answers its outcome under `-numero`. */
function terminar(numero: number, confirmar: boolean) {
  const abierta = transacciones.get(numero);
  if (!abierta) return responder({ id: -numero, ok: true, valor: null });
  abierta.terminar(confirmar);
  abierta.resultado
    .then(
      () => responder({ id: -numero, ok: true, valor: null }),
      (err: unknown) => responder({ id: -numero, ok: false, error: comoDatos(err) }),
    )
    .finally(() => transacciones.delete(numero));
}

async function atender(pedido: Pedido): Promise<unknown> {
  switch (pedido.op) {
    case 'query': {
      const resultado: Results = await (
        await destino(pedido.tx)
      ).query(pedido.texto, pedido.parametros, pedido.rowMode && { rowMode: pedido.rowMode });
      return resultado;
    }
    case 'exec':
      return (await destino(pedido.tx)).exec(pedido.texto);
    case 'listen': {
      if (!escuchas.has(pedido.canal)) {
        const canal = pedido.canal;
        escuchas.set(canal, await pglite.listen(canal, (datos) => responder({ canal, datos })));
      }
      return null;
    }
    case 'unlisten': {
      const dejar = escuchas.get(pedido.canal);
      escuchas.delete(pedido.canal);
      await dejar?.();
      return null;
    }
    case 'dump': {
      await pglite.waitReady; // a dump asked of a PGlite still starting never ends
      const volcado = await pglite.dumpDataDir(pedido.compresion);
      return volcado.arrayBuffer();
    }
    case 'close':
      await pglite.close();
      return null;
    default:
      throw new Error('pedido desconocido');
  }
}

puerto.on('message', (pedido: Pedido) => {
  if (pedido.op === 'begin') return empezar(pedido.tx);
  if (pedido.op === 'end') return terminar(pedido.tx, pedido.confirmar);
  atender(pedido).then(
    (valor) =>
      responder(
        { id: pedido.id, ok: true, valor },
        valor instanceof ArrayBuffer ? [valor] : undefined,
      ),
    (err: unknown) => responder({ id: pedido.id, ok: false, error: comoDatos(err) }),
  );
});

pglite.waitReady.then(
  () => responder({ id: 0, ok: true, valor: null }),
  (err: unknown) => responder({ id: 0, ok: false, error: comoDatos(err) }),
);
