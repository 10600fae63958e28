import { AsyncLocalStorage } from 'node:async_hooks';

/** The statement texts of the work now being watched, in its own async context. */
const enCurso = new AsyncLocalStorage<string[]>();

/** A driver method that receives statements: `objeto[metodo](textoOConsulta, …)`. */
export type Destino = readonly [objeto: object, metodo: string];

function textoDe(consulta: unknown): string {
  if (typeof consulta === 'string') return consulta;
  const texto = (consulta as { text?: unknown } | null)?.text;
  return typeof texto === 'string' ? texto : '';
}

/**
 * Notes every statement sent through `objeto[metodo]` by watched work (`sentenciasDe`);
 * answers how to put the method back.
 */
export function vigilar(objeto: object, metodo: string): () => void {
  const destino = objeto as Record<string, unknown>;
  const original = destino[metodo];
  if (typeof original !== 'function') return () => {};
  const propio = Object.hasOwn(destino, metodo);
  destino[metodo] = function (this: unknown, ...args: unknown[]) {
    enCurso.getStore()?.push(textoDe(args[0]));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  return () => {
    if (propio) destino[metodo] = original;
    else delete destino[metodo];
  };
}

/**
 * Runs `fn` and answers the statements it sent through `destinos` (and any method
 * `vigilar` watches meanwhile), in order. Only statements issued from within `fn`'s own
 * async context count: the server's background work (the Discord sender's sweep, a live
 * listener waking up) may run at the same time on the same driver, and is not the
 * request's. `fn` may answer a thenable such as `app.inject(…)`, which sends when awaited:
 * it is awaited inside the watched context.
 */
export async function sentenciasDe<T>(
  destinos: readonly Destino[],
  fn: () => Promise<T>,
): Promise<{ resultado: T; textos: string[] }> {
  const restaurar = destinos.map(([objeto, metodo]) => vigilar(objeto, metodo));
  const textos: string[] = [];
  try {
    const resultado = await enCurso.run(textos, async () => await fn());
    return { resultado, textos };
  } finally {
    for (const deshacer of restaurar.reverse()) deshacer();
  }
}
