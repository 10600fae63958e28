import { useQuery } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import {
  clavePush,
  desuscribirPush,
  listarNotificaciones,
  marcarLeidas,
  suscribirPush,
} from '@mchabbo/shared/notificaciones/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesNotificaciones } from './claves';

/** GET /notificaciones: the newest page of the caller's inbox and the unread count. */
export const notificacionesQueryOptions = () =>
  opcionesDe(listarNotificaciones, { query: {} }, clavesNotificaciones.bandeja, {
    staleTime: 60_000,
  });

export function useNotificaciones() {
  return useQuery(notificacionesQueryOptions());
}

/** POST /notificaciones/leidas: these ids, or all when none are given. */
export const useMarcarLeidas = () =>
  useMutacion((body: EntradasDe<typeof marcarLeidas>['body']) => llamar(marcarLeidas, { body }), {
    releer: [clavesNotificaciones.todas],
  });

/** Whether this browser can receive Web Push at all (iOS: only the installed app). */
export function pushDisponible(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

const claveBinaria = (base64url: string) => {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const texto = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(texto, (c) => c.charCodeAt(0));
};

/** This device's push subscription, if it has one. */
export async function suscripcionActual(): Promise<PushSubscription | null> {
  if (!pushDisponible()) return null;
  const registro = await navigator.serviceWorker.getRegistration('/');
  return (await registro?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns notifications on for this device: asks permission (must run from a tap, as iOS
 * requires), installs the service worker, subscribes with the server's key and sends the
 * subscription. Returns the permission when it was not granted.
 */
export async function activarPush(): Promise<NotificationPermission> {
  const permiso = await Notification.requestPermission();
  if (permiso !== 'granted') return permiso;
  const registro = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const { publicKey } = await llamar(clavePush, {});
  const suscripcion =
    (await registro.pushManager.getSubscription()) ??
    (await registro.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: claveBinaria(publicKey),
    }));
  // The browser's own JSON of the subscription, which the server validates.
  const body = suscripcion.toJSON() as EntradasDe<typeof suscribirPush>['body'];
  await llamar(suscribirPush, { body });
  return permiso;
}

/** Turns notifications off for this device: tells the server, then unsubscribes. */
export async function desactivarPush(): Promise<void> {
  const suscripcion = await suscripcionActual();
  if (!suscripcion) return;
  await llamar(desuscribirPush, { body: { endpoint: suscripcion.endpoint } });
  await suscripcion.unsubscribe();
}
