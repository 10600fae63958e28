/**
 * Query keys of the warnings feature. A dismissal refreshes `todas`: who is proposed for
 * dismissal changes with it.
 */
export const clavesAdvertencias = {
  todas: ['advertencias'] as const,
  de: (usuario: string) => ['advertencias', 'de', usuario.toLowerCase()] as const,
  propuestos: ['advertencias', 'propuestos'] as const,
};
