import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_URL } from '@/lib/api-client';
import { leerToken } from '@/lib/sesion';
import { clavesTiempos } from '../claves';

/** Changes arriving this close together cause one refetch. */
const AGRUPAR_MS = 100;
/** Waits before opening a stream the browser gave up on (doubling up to the maximum). */
const REINTENTO_MIN_MS = 3_000;
const REINTENTO_MAX_MS = 30_000;

/** Whether the live stream is open: the screen says so when it is not. */
export type EstadoEnVivo = 'conectando' | 'conectado' | 'reconectando';

/**
 * Follows `GET /tiempos/stream` (server-sent events; EventSource cannot send headers, so
 * the token goes in the query) and reads the timers again on every `tiempos` event,
 * including the first (`conectado`), which covers whatever a reconnection missed.
 * EventSource retries dropped connections by itself; when it gives up (an HTTP error),
 * a new one is opened after a growing wait. Closed on unmount.
 */
export function useTiemposEnVivo(): EstadoEnVivo {
  const queryClient = useQueryClient();
  const [estado, setEstado] = useState<EstadoEnVivo>('conectando');

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let fuente: EventSource | null = null;
    let agrupando: ReturnType<typeof setTimeout> | undefined;
    let reintento: ReturnType<typeof setTimeout> | undefined;
    let espera = REINTENTO_MIN_MS;
    let activo = true;

    const refrescar = () => {
      if (agrupando) return;
      agrupando = setTimeout(() => {
        agrupando = undefined;
        void queryClient.invalidateQueries({ queryKey: clavesTiempos.todas });
      }, AGRUPAR_MS);
    };

    const abrir = () => {
      const token = leerToken();
      if (!activo || !token) return;
      fuente = new EventSource(`${API_URL}/tiempos/stream?token=${encodeURIComponent(token)}`);
      fuente.addEventListener('tiempos', () => {
        espera = REINTENTO_MIN_MS;
        setEstado('conectado');
        refrescar();
      });
      fuente.onerror = () => {
        setEstado('reconectando');
        if (fuente?.readyState !== EventSource.CLOSED) return;
        fuente = null;
        reintento = setTimeout(abrir, espera);
        espera = Math.min(espera * 2, REINTENTO_MAX_MS);
        // The list call tells whether the session is still valid (a 401 ends it).
        refrescar();
      };
    };

    abrir();
    return () => {
      activo = false;
      clearTimeout(agrupando);
      clearTimeout(reintento);
      fuente?.close();
    };
  }, [queryClient]);

  return estado;
}
