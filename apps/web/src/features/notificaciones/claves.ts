/** Query keys of the inbox. */
export const clavesNotificaciones = {
  todas: ['notificaciones'] as const,
  /** GET /notificaciones (first page) */
  bandeja: ['notificaciones', 'bandeja'] as const,
};
