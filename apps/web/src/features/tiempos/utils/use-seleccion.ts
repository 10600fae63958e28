import { useCallback, useMemo, useState } from 'react';
import type { Seleccion } from '../components/tiempos-lista';

/**
 * The timers chosen on Tiempos (docs/reglas.md, Timers 6.18). Only `operables` (the
 * listed timers the caller may act on) count: a timer that leaves the list, or that the
 * caller can no longer act on, drops out by itself. The returned object keeps its
 * identity while the choice stays the same, so rows are not redrawn for nothing.
 */
export function useSeleccion(operables: readonly number[]) {
  const [elegidos, setElegidos] = useState<ReadonlySet<number>>(() => new Set());
  const clave = operables.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `clave` stands for `operables`
  const posibles = useMemo(() => new Set(operables), [clave]);
  const ids = useMemo(
    () => new Set([...elegidos].filter((id) => posibles.has(id))),
    [elegidos, posibles],
  );
  const elegir = useCallback((id: number, elegido: boolean) => {
    setElegidos((antes) => {
      const nuevos = new Set(antes);
      if (elegido) nuevos.add(id);
      else nuevos.delete(id);
      return nuevos;
    });
  }, []);
  const elegirTodos = useCallback(
    (todos: boolean) => setElegidos(todos ? new Set(posibles) : new Set()),
    [posibles],
  );
  const quitar = useCallback((quitados: readonly number[]) => {
    setElegidos((antes) => new Set([...antes].filter((id) => !quitados.includes(id))));
  }, []);
  const seleccion = useMemo<Seleccion>(
    () => ({ ids, elegir, elegirTodos }),
    [ids, elegir, elegirTodos],
  );
  return { seleccion, quitar };
}
