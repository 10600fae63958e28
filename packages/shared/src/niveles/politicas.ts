import { esAdministracion, esCronometrador, esDireccion, esStaff, NIVEL_DUENO } from './niveles';

/**
 * Who may call a route. Every route of the API declares one; the server's guard
 * enforces it and the web app uses the same table to hide what a level cannot use.
 */
export type Politica =
  'publico' | 'autenticado' | 'staff' | 'cronometrador' | 'administracion' | 'direccion' | 'dueno';

/** Every policy, for tests that walk the whole table. */
export const POLITICAS: readonly Politica[] = [
  'publico',
  'autenticado',
  'staff',
  'cronometrador',
  'administracion',
  'direccion',
  'dueno',
];

/** Whether a signed-in account of `nivel` passes `politica` (anonymous callers pass only 'publico'). */
export function politicaPermite(politica: Politica, nivel: number): boolean {
  switch (politica) {
    case 'publico':
    case 'autenticado':
      return true;
    case 'staff':
      return esStaff(nivel);
    case 'cronometrador':
      return esCronometrador(nivel);
    case 'administracion':
      return esAdministracion(nivel);
    case 'direccion':
      return esDireccion(nivel);
    case 'dueno':
      return nivel === NIVEL_DUENO;
  }
}
