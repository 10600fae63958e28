import './app/mantine-styles';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { Aplicacion } from './app/aplicacion';
import {
  cargarRutas,
  HIDRATACION_INICIO,
  prerenderVigente,
  SIN_PRERENDER,
  tomarClicsPrevios,
} from './app/prerender';
import { createAppRoutes } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('No se encontró el elemento #root');

const queryClient = createQueryClient();
// The router is created once, outside React, so Strict Mode cannot start it twice.
const routes = createAppRoutes(queryClient);

/** Runs `alHidratar` once the markup around it has been hydrated (its first effect). */
function TrasHidratar({ alHidratar, children }: { alHidratar: () => void; children: ReactNode }) {
  useEffect(alHidratar, [alHidratar]);
  return children;
}

/** Draws the app from an empty #root: every page but a prerendered one. */
function renderizar(destino: HTMLElement) {
  tomarClicsPrevios();
  destino.replaceChildren();
  document.documentElement.removeAttribute(SIN_PRERENDER);
  createRoot(destino).render(
    <Aplicacion queryClient={queryClient} router={createBrowserRouter(routes)} />,
  );
}

if (prerenderVigente(root)) {
  // The landing's markup came with the HTML (docs/desarrollo.md, Prerendered landing):
  // once its route modules are here, React takes it over instead of drawing it again.
  cargarRutas(routes, window.location.pathname).then(
    () => {
      const router = createBrowserRouter(routes, { hydrationData: HIDRATACION_INICIO });
      // Buttons clicked while the scripts loaded are clicked again once they work.
      const clics = tomarClicsPrevios();
      const repetirClics = () => {
        for (const boton of clics.splice(0)) if (boton.isConnected) boton.click();
      };
      // In a transition React hydrates in slices, yielding to the browser between them,
      // instead of one long task while the page is already on screen.
      startTransition(() => {
        hydrateRoot(
          root,
          <TrasHidratar alHidratar={repetirClics}>
            <Aplicacion queryClient={queryClient} router={router} />
          </TrasHidratar>,
        );
      });
    },
    () => renderizar(root),
  );
} else {
  renderizar(root);
}
