import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Notificacion } from '@mchabbo/shared/notificaciones/contratos';
import { API_URL } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { clavesCambioNombre } from '@/features/cambio-nombre/api/claves';
import { clavesPendientes } from '@/features/pendientes/api/claves';
import { clavesNotificaciones } from './claves';

/** Waits before opening a stream the browser gave up on (doubling up to the maximum). */
const REINTENTO_MIN_MS = 3_000;
const REINTENTO_MAX_MS = 60_000;

/**
 * Follows `GET /notificaciones/stream` (server-sent events, token in the query since
 * EventSource cannot send headers): every new notification refreshes the inbox and is
 * handed to `alLlegar` (the toast); the first event (`conectado`) refreshes what a
 * reconnection missed. Closed on unmount.
 */
export function useNotificacionesEnVivo(alLlegar: (n: Notificacion) => void) {
  const queryClient = useQueryClient();
  const aviso = useRef(alLlegar);
  useEffect(() => {
    aviso.current = alLlegar;
  }, [alLlegar]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let fuente: EventSource | null = null;
    let reintento: ReturnType<typeof setTimeout> | undefined;
    let espera = REINTENTO_MIN_MS;
    let activo = true;
    // A notification often is new pending work (a request to decide: Inicio's card) or the
    // answer to one's own name request (its page shows where it is).
    const refrescar = () => {
      for (const queryKey of [
        clavesNotificaciones.todas,
        clavesPendientes.todas,
        clavesCambioNombre.mias,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };

    const abrir = () => {
      const token = getToken();
      if (!activo || !token) return;
      fuente = new EventSource(
        `${API_URL}/notificaciones/stream?token=${encodeURIComponent(token)}`,
      );
      fuente.addEventListener('notificaciones', (e: MessageEvent<string>) => {
        espera = REINTENTO_MIN_MS;
        let datos: { accion?: string; notificacion?: Notificacion };
        try {
          datos = JSON.parse(e.data) as typeof datos;
        } catch {
          return;
        }
        if (datos.accion === 'nueva' && datos.notificacion) aviso.current(datos.notificacion);
        refrescar();
      });
      fuente.onerror = () => {
        if (fuente?.readyState !== EventSource.CLOSED) return;
        fuente = null;
        reintento = setTimeout(abrir, espera);
        espera = Math.min(espera * 2, REINTENTO_MAX_MS);
      };
    };

    abrir();
    return () => {
      activo = false;
      clearTimeout(reintento);
      fuente?.close();
    };
  }, [queryClient]);
}
