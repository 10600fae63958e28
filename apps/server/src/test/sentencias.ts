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
 * Runs `fn` and answers the statements it sent through `destinos`, in order. Only
 * statements issued from within `fn`'s own async context count: the server's background
 * work (the Discord sender's sweep, a live listener waking up) may run at the same time
 * on the same driver, and is not the request's.
 */
export async function sentenciasDe<T>(
  destinos: readonly Destino[],
  fn: () => Promise<T>,
): Promise<{ resultado: T; textos: string[] }> {
  const restaurar: Array<() => void> = [];
  for (const [objeto, metodo] of destinos) {
    const destino = objeto as Record<string, unknown>;
    const propio = Object.hasOwn(destino, metodo);
    const original = destino[metodo] as (...args: unknown[]) => unknown;
    if (typeof original !== 'function') continue;
    destino[metodo] = function (this: unknown, ...args: unknown[]) {
      enCurso.getStore()?.push(textoDe(args[0]));
      return original.apply(this, args);
    };
    restaurar.push(() => {
      if (propio) destino[metodo] = original;
      else delete destino[metodo];
    });
  }
  const textos: string[] = [];
  try {
    const resultado = await enCurso.run(textos, fn);
    return { resultado, textos };
  } finally {
    for (const deshacer of restaurar.reverse()) deshacer();
  }
}
