/** Server-sent event streams opened by the tests, aborted when the file ends. */
export function lectorSse(evento: string) {
  const abiertos: AbortController[] = [];
  return {
    /** Aborts every stream opened. */
    cerrarTodos() {
      for (const a of abiertos) a.abort();
    },
    /** Opens the stream and reads it: `esperar` resolves with the first event matching. */
    async abrir(url: string) {
      const control = new AbortController();
      abiertos.push(control);
      const res = await fetch(url, { signal: control.signal });
      const lector = res.body?.getReader();
      const decoder = new TextDecoder();
      const patron = new RegExp(`^event: ${evento}\\ndata: (.*)$`, 'm');
      let texto = '';
      const eventos: Array<Record<string, unknown>> = [];
      const leer = async (hasta: number) => {
        if (!lector) return false;
        const resto = hasta - Date.now();
        if (resto <= 0) return false;
        let reloj: NodeJS.Timeout | undefined;
        const r = await Promise.race([
          lector.read(),
          new Promise<null>((ok) => (reloj = setTimeout(() => ok(null), resto))),
        ]);
        clearTimeout(reloj);
        if (!r || r.done) return false;
        texto += decoder.decode(r.value, { stream: true });
        let corte: number;
        while ((corte = texto.indexOf('\n\n')) >= 0) {
          const bloque = texto.slice(0, corte);
          texto = texto.slice(corte + 2);
          const datos = patron.exec(bloque);
          if (datos?.[1]) eventos.push(JSON.parse(datos[1]) as Record<string, unknown>);
        }
        return true;
      };
      return {
        res,
        control,
        /** The first event matching within `ms`, taken off the list; undefined if none came. */
        async esperar(pred: (e: Record<string, unknown>) => boolean, ms = 3000) {
          const hasta = Date.now() + ms;
          for (;;) {
            const i = eventos.findIndex(pred);
            if (i >= 0) return eventos.splice(i, 1)[0];
            if (!(await leer(hasta))) return undefined;
          }
        },
        /** Whether the server ends the stream within `ms` (reading what it sends meanwhile). */
        async terminado(ms = 2000) {
          const hasta = Date.now() + ms;
          while (Date.now() < hasta) {
            if (!lector) return true;
            let reloj: NodeJS.Timeout | undefined;
            const r = await Promise.race([
              lector.read().catch(() => ({ done: true })),
              new Promise<null>((ok) => (reloj = setTimeout(() => ok(null), hasta - Date.now()))),
            ]);
            clearTimeout(reloj);
            if (r === null) return false;
            if (r.done) return true;
          }
          return false;
        },
      };
    },
  };
}
