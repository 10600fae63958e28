import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';

// The landing page's HTML is rendered at build time (apps/web/scripts/prerender.mjs, see
// docs/desarrollo.md) and hydrated by main.tsx. What both sides need to agree on is here.

/** The landing route's id: its loader's result is given to the router when it hydrates. */
export const RUTA_INICIO = 'inicio';

/**
 * The router state the prerendered landing was drawn with. The landing's loader only sends
 * a signed-in visitor to the panel and starts the sections' reads early; a page that
 * hydrates has no session, and its sections start their reads when they hydrate.
 */
export const HIDRATACION_INICIO: HydrationState = { loaderData: { [RUTA_INICIO]: null } };

/**
 * Set on <html> by the prerendered page's inline script (entry-prerender.tsx) when its
 * markup is not this visitor's.
 */
export const SIN_PRERENDER = 'data-sin-prerender';

/**
 * The global where the prerendered page's inline script keeps the buttons clicked before
 * the app has taken the markup over (React only sees clicks from then on).
 */
export const CLICS_PREVIOS = '__clicsPrevios';

/**
 * The buttons clicked on the prerendered markup so far, in order; the inline script stops
 * recording (clicks from now on reach React, which hydrates first if it must).
 */
export function tomarClicsPrevios(): HTMLElement[] {
  const global = window as unknown as Record<string, unknown>;
  const clics = global[CLICS_PREVIOS];
  global[CLICS_PREVIOS] = null;
  return Array.isArray(clics)
    ? clics.filter((c): c is HTMLElement => c instanceof HTMLElement)
    : [];
}

/**
 * Whether #root holds markup prerendered for this address that this visitor can be
 * shown: drawn for this path, this year (the footer shows it) and not refused by
 * the page's inline script.
 */
export function prerenderVigente(root: HTMLElement): boolean {
  return (
    root.dataset.prerender === window.location.pathname &&
    root.dataset.anio === String(new Date().getFullYear()) &&
    !document.documentElement.hasAttribute(SIN_PRERENDER)
  );
}

/**
 * Loads the lazy route modules `pathname` matches and puts them in their routes, so a
 * router created afterwards starts ready instead of drawing its loading fallback (which
 * would not match the prerendered markup). Mutates `routes`: call it before creating the
 * router.
 */
export async function cargarRutas(routes: RouteObject[], pathname: string): Promise<void> {
  const coincidencias = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    coincidencias.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const modulo = await route.lazy();
      Object.assign(route, modulo);
      route.lazy = undefined;
    }),
  );
}
