import type { MetodoYRuta } from '../comun/endpoint';

/**
 * Account calls every page's first load may make, by method and path, free of contracts
 * (comun/endpoint.ts, `MetodoYRuta`); the declarations in ./api.ts take them.
 */
export const DIRECCIONES_CUENTA = {
  cerrarSesion: { metodo: 'POST', ruta: '/user/logout' },
  leerPreferencias: { metodo: 'GET', ruta: '/user/preferences/:nameUser' },
} as const satisfies Record<string, MetodoYRuta>;
