import { useState } from 'react';

/**
 * The last non-null value: a modal keeps showing its subject while it fades out after
 * the subject is cleared. (State adjusted during render, as React documents.)
 */
export function useUltimoVisto<T>(valor: T | null): T | null {
  const [visto, setVisto] = useState(valor);
  if (valor !== null && valor !== visto) setVisto(valor);
  return valor ?? visto;
}
