import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { PAGINAS_PRIVADAS, puedeVerPagina, type PaginaPrivada } from '@mchabbo/shared/niveles/menu';
import { ErrorScreen } from '@/components/errors/error-screen';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { preferenciasQueryOptions } from '@/features/cuenta/preferencias';
import { appConfigQueryOptions } from '@/lib/app-config';
import { borrarSesion, debeCambiarClave, leerUsuarioSesion, haySesion } from '@/lib/sesion';
import { RUTA_INICIO } from './prerender';
import { RootLayout } from './root-layout';

/** What a lazy route module exports. */
export interface RouteModule {
  Component: ComponentType;
  /** Starts the page's queries while its code downloads; must not throw. */
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
}

/** Redirects computed before a page's code is fetched; null lets the page load. */
type Guard = () => Response | null;

/**
 * The only page open after signing in with a temporary key (docs/reglas.md, IPs, clones
 * and keys).
 */
const CLAVE_TEMPORAL_PATH = '/clave-temporal';

const enPanel: Guard = () => (haySesion() ? redirect(paths.app.root.getHref()) : null);

const conSesion: Guard = () => {
  if (!haySesion()) {
    borrarSesion();
    return redirect(paths.home.getHref());
  }
  return debeCambiarClave() ? redirect(CLAVE_TEMPORAL_PATH) : null;
};

/** The forced password change: only with a session that still has a temporary key. */
const conClaveTemporal: Guard = () => {
  if (!haySesion()) return conSesion();
  return debeCambiarClave() ? null : redirect(paths.app.root.getHref());
};

/**
 * The panel's shell reads the product name and the account's preferences: started with
 * the route, while the code downloads, instead of once the shell has rendered.
 */
const paraPanel =
  (queryClient: QueryClient): Guard =>
  () => {
    const redirection = conSesion();
    if (redirection) return redirection;
    void queryClient.prefetchQuery(appConfigQueryOptions());
    const user = leerUsuarioSesion();
    if (user) void queryClient.prefetchQuery(preferenciasQueryOptions(user.nameUser));
    return null;
  };

/**
 * Pages the level's sidebar does not show send the user to the dashboard (docs/reglas.md,
 * Access by level).
 */
const paraPagina =
  (pagina: PaginaPrivada): Guard =>
  () => {
    const user = leerUsuarioSesion();
    if (!user || !haySesion()) return redirect(paths.home.getHref());
    if (debeCambiarClave()) return redirect(CLAVE_TEMPORAL_PATH);
    return puedeVerPagina(user.nivel, pagina) ? null : redirect(paths.app.root.getHref());
  };

/** A small module with a page's clientLoader alone, so its reads need not wait for the page. */
type DatosModule = () => Promise<Required<Pick<RouteModule, 'clientLoader'>>>;

/**
 * A lazily loaded route. The guard runs first, so a refused page never downloads; then
 * the module's clientLoader prefetches its data in parallel with rendering. A page with
 * a data module has its reads started as soon as that module arrives, while its code
 * still downloads.
 */
function lazyRoute(
  load: () => Promise<RouteModule>,
  queryClient: QueryClient,
  guard?: Guard,
  datos?: DatosModule,
): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: async (args) => {
      const redirection = guard?.();
      if (redirection) return redirection;
      const lecturas = datos?.().then((m) => m.clientLoader(queryClient)(args));
      const module = await load();
      if (lecturas) return lecturas;
      return module.clientLoader ? module.clientLoader(queryClient)(args) : null;
    },
    lazy: async () => ({ Component: (await load()).Component }),
  };
}

// Every private page is the route module named after it, `routes/app/<pagina>.tsx`:
// adding a page to `PaginaPrivada` (packages/shared/src/niveles/menu.ts) and its file is
// all the router needs. Vite turns each into a lazily loaded chunk.
const MODULOS = import.meta.glob<RouteModule>('./routes/app/*.tsx');

/** The lazy loader of a private page's route module; a page without one fails loudly. */
export function moduloDePagina(pagina: PaginaPrivada): () => Promise<RouteModule> {
  const load = MODULOS[`./routes/app/${pagina}.tsx`];
  if (!load) throw new Error(`Falta la página routes/app/${pagina}.tsx`);
  return load;
}

// A page may have a data module, fetched alongside its code (see lazyRoute): the module
// `features/<feature>/precargar-<pagina>.ts`. The build preloads it with the page from
// the HTML sent for the page's address (apps/web/scripts/paginas-panel.mjs).
const DATOS = import.meta.glob<Awaited<ReturnType<DatosModule>>>('../features/*/precargar-*.ts');

/** The data module of a private page, if it has one. */
function datosDePagina(pagina: PaginaPrivada): DatosModule | undefined {
  const ruta = Object.keys(DATOS).find((r) => r.endsWith(`/precargar-${pagina}.ts`));
  return ruta ? DATOS[ruta] : undefined;
}

const notFound = () => import('./routes/not-found');

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <ErrorScreen />,
      HydrateFallback: PageLoader,
      children: [
        {
          lazy: async () => ({
            Component: (await import('./layouts/public-layout')).PublicLayout,
          }),
          children: [
            {
              index: true,
              // Named: the prerendered landing hydrates with this route's data given.
              id: RUTA_INICIO,
              ...lazyRoute(() => import('./routes/landing'), queryClient, enPanel),
            },
            { path: 'rangos', ...lazyRoute(() => import('./routes/rangos'), queryClient) },
            { path: '*', ...lazyRoute(notFound, queryClient) },
          ],
        },
        {
          path: CLAVE_TEMPORAL_PATH,
          ...lazyRoute(() => import('./routes/clave-temporal'), queryClient, conClaveTemporal),
        },
        {
          path: paths.app.root.path,
          loader: paraPanel(queryClient),
          lazy: async () => ({
            Component: (await import('./layouts/private-layout')).PrivateLayout,
          }),
          children: [
            {
              index: true,
              ...lazyRoute(() => import('./routes/app/dashboard'), queryClient, conSesion),
            },
            ...PAGINAS_PRIVADAS.map((pagina) => ({
              path: pagina,
              ...lazyRoute(
                moduloDePagina(pagina),
                queryClient,
                paraPagina(pagina),
                datosDePagina(pagina),
              ),
            })),
            { path: '*', ...lazyRoute(notFound, queryClient) },
          ],
        },
      ],
    },
  ];
}
