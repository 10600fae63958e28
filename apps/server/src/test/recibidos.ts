/**
 * What a fake service received, in order, and waiting for one: `esperar` answers the
 * first item (already received or coming) matching `pred`, or undefined after `ms`.
 */
export function recibidos<T>() {
  const lista: T[] = [];
  const esperando: Array<{ pred: (x: T) => boolean; ok: (x: T | undefined) => void }> = [];
  return {
    lista,
    anotar(x: T) {
      lista.push(x);
      for (const e of [...esperando]) {
        if (e.pred(x)) {
          esperando.splice(esperando.indexOf(e), 1);
          e.ok(x);
        }
      }
    },
    esperar(pred: (x: T) => boolean, ms: number): Promise<T | undefined> {
      const ya = lista.find(pred);
      if (ya) return Promise.resolve(ya);
      return new Promise((ok) => {
        const e = { pred, ok };
        esperando.push(e);
        setTimeout(() => {
          const i = esperando.indexOf(e);
          if (i >= 0) esperando.splice(i, 1);
          ok(undefined);
        }, ms).unref();
      });
    },
  };
}
