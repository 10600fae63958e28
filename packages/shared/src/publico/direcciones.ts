import type { MetodoYRuta } from '../comun/endpoint';

/**
 * The landing's calls by method and path, free of contracts (comun/endpoint.ts,
 * `MetodoYRuta`); the declarations in ./api.ts take them.
 */
export const DIRECCIONES_PUBLICAS = {
  administracion: { metodo: 'GET', ruta: '/publico/administracion' },
  destacados: { metodo: 'GET', ruta: '/publico/destacados' },
  config: { metodo: 'GET', ruta: '/config' },
} as const satisfies Record<string, MetodoYRuta>;
