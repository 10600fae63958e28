import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { crearTema } from '@/app/theme';

/** Renders the whole app's routes at `path` (as a browser opening it) and returns the router. */
export function abrirRuta(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={crearTema(false)} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Where the router ends up once its loaders and redirects have run. */
export async function rutaFinal(router: ReturnType<typeof abrirRuta>) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.location.pathname;
}
