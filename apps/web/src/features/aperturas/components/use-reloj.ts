import { useEffect, useState } from 'react';

/** This browser's clock, moving every 30 s: openings start and end on whole minutes. */
export function useReloj(cadaMs = 30_000) {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setAhora(Date.now()), cadaMs);
    return () => clearInterval(id);
  }, [cadaMs]);
  return ahora;
}
