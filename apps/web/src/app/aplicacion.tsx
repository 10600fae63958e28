import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProvider } from './providers';

/**
 * The whole app around a router: the browser's (main.tsx) or, at build time, a memory
 * router on the landing page (entry-prerender.tsx). Both draw exactly this tree, so the
 * prerendered markup hydrates.
 */
export function Aplicacion({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
