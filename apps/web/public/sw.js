/* global self */
// The installable app's service worker: shows Web Push notifications and opens their
// link when tapped (docs/reglas.md, Notifications). Nothing is cached.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let datos = {};
  try {
    datos = event.data ? event.data.json() : {};
  } catch {
    datos = { texto: event.data ? event.data.text() : '' };
  }
  const enlace =
    typeof datos.enlace === 'string' && datos.enlace.startsWith('/') ? datos.enlace : '/mchabbo';
  event.waitUntil(
    self.registration.showNotification(datos.titulo || 'McHabbo', {
      body: datos.texto || '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: datos.id ? `notificacion-${datos.id}` : undefined,
      data: { enlace },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const enlace = new URL(event.notification.data?.enlace || '/mchabbo', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((ventanas) => {
      for (const v of ventanas) {
        if (new URL(v.url).origin === self.location.origin && 'focus' in v) {
          return v.navigate(enlace).then((w) => (w || v).focus());
        }
      }
      return self.clients.openWindow(enlace);
    }),
  );
});
