/** Query keys of the landing page's data. */
export const clavesPublico = {
  todas: ['publico'] as const,
  /** GET /publico/administracion */
  administracion: ['publico', 'administracion'] as const,
  /** GET /publico/destacados */
  destacados: ['publico', 'destacados'] as const,
  /** GET /aperturas/horario */
  horario: ['publico', 'horario'] as const,
};
