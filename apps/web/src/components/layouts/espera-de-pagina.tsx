import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';

type Ajuste = Dispatch<SetStateAction<number>>;

const EsperasContext = createContext<Ajuste | null>(null);

/**
 * Counts the parts of the page still arriving (`EsperaDePagina`) so the layout can hold
 * back what sits below the page: on a short page the footer is at the bottom of the
 * window, and a list that arrives would push it down under the reader's eyes. Give
 * `ajustar` to a `ProveedorEsperas` around the page.
 */
export function useEsperasDePagina() {
  const [esperas, ajustar] = useState(0);
  return { esperando: esperas > 0, ajustar };
}

export function ProveedorEsperas({ ajustar, children }: { ajustar: Ajuste; children: ReactNode }) {
  return <EsperasContext.Provider value={ajustar}>{children}</EsperasContext.Provider>;
}

/**
 * Rendered where a page shows that its content is still on the way (a loading text, a
 * Suspense fallback): while one is mounted, the layout keeps the footer hidden. It goes
 * in the same commit that brings the content, so the footer appears at its final place.
 */
export function EsperaDePagina() {
  const ajustar = useContext(EsperasContext);
  useLayoutEffect(() => {
    if (!ajustar) return;
    ajustar((n) => n + 1);
    return () => ajustar((n) => n - 1);
  }, [ajustar]);
  return null;
}
