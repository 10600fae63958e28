import type { PaginaPrivada } from '@mchabbo/shared/niveles/menu';

/** Every route of the web app, in one place. */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  rangos: {
    path: '/rangos',
    getHref: () => '/rangos',
  },
  app: {
    root: {
      path: '/mchabbo',
      getHref: () => '/mchabbo',
    },
    pagina: {
      getHref: (pagina: PaginaPrivada) => `/mchabbo/${pagina}`,
    },
  },
} as const;

/**
 * The panel's routes, handed by the shell to the parts it loads lazily (sidebar, menus)
 * so they need not import this module: a module a lazy chunk imports on its own would be
 * split out of the entry's shared chunk, one more request for every page.
 */
export type RutasPanel = typeof paths.app;
