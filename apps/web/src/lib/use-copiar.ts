import { useEffect, useRef, useState } from 'react';

/** How long the copy button says "¡Copiada!" before it reads "Copiar" again. */
const AVISO_COPIADA_MS = 1200;

type EstadoCopia = 'inicial' | 'copiada' | 'fallo';

/**
 * Copies text with the Clipboard API; without it (or when refused) reports a failure.
 * `estado` reads 'copiada' for 1200 ms after a copy (docs/reglas.md, IPs, clones and keys 14.8).
 */
export function useCopiar() {
  const [estado, setEstado] = useState<EstadoCopia>('inicial');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copiar(texto: string) {
    window.clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API no disponible');
      await navigator.clipboard.writeText(texto);
      setEstado('copiada');
      timer.current = window.setTimeout(() => setEstado('inicial'), AVISO_COPIADA_MS);
    } catch {
      setEstado('fallo');
    }
  }

  return { estado, copiar };
}
