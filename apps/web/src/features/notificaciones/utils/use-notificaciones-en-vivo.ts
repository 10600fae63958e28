import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Notificacion } from '@mchabbo/shared/notificaciones/contratos';
import { API_URL } from '@/lib/api-client';
import { leerToken } from '@/lib/sesion';
import { clavesCambioNombre } from '@/features/cambio-nombre/claves';
import { clavesHistorial } from '@/features/historial/claves';
import { clavesPendientes } from '@/features/pendientes/claves';
import { clavesTiempos } from '@/features/tiempos/claves';
import { clavesNotificaciones } from '../claves';

/** Waits before opening a stream the browser gave up on (doubling up to the maximum). */
const REINTENTO_MIN_MS = 3_000;
const REINTENTO_MAX_MS = 60_000;

/**
 * Follows `GET /notificaciones/stream` (server-sent events, token in the query since
 * EventSource cannot send headers): every new notification refreshes the inbox and is
 * handed to `alLlegar` (the toast); the first event (`conectado`) refreshes what a
 * reconnection missed; `tiempos` (one's own timer or request to be timed changed) and
 * any notification (a confirmation, a payment…) refresh one's own timers, requests,
 * week and history, so Inicio and Perfil follow them within a moment (docs/reglas.md,
 * Notifications 24.3); `leidas` (notices read for the person, a request attended by
 * another manager) refreshes the inbox. Closed on unmount.
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
    let conectadaAntes = false;
    // A notification often is new pending work (a request to decide: Inicio's card) or the
    // answer to one's own name request (its page shows where it is).
    const refrescar = (accion: string | undefined) => {
      const claves: QueryKey[] =
        accion === 'tiempos'
          ? []
          : [clavesNotificaciones.todas, clavesPendientes.todas, clavesCambioNombre.mias];
      // What shows one's own timer, request or pay (the Tiempos list follows its own stream);
      // the page's first connection finds them just read.
      if (accion !== 'leidas' && !(accion === 'conectado' && !conectadaAntes)) {
        claves.push(clavesTiempos.mios, clavesTiempos.peticiones, clavesHistorial.todas);
      }
      for (const queryKey of claves) void queryClient.invalidateQueries({ queryKey });
    };

    const abrir = () => {
      const token = leerToken();
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
        refrescar(datos.accion);
        if (datos.accion === 'conectado') conectadaAntes = true;
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
