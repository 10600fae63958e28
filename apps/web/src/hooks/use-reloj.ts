import { useEffect, useState } from 'react';

/**
 * This browser's clock, moving every `cadaMs`: enough for what is counted in minutes
 * (openings start and end on whole minutes; waits for a timer show whole minutes).
 */
export function useReloj(cadaMs: number) {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setAhora(Date.now()), cadaMs);
    return () => clearInterval(id);
  }, [cadaMs]);
  return ahora;
}
