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
