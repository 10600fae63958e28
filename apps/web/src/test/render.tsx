import { vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { crearTema } from '@/app/theme';
import { listaDeMedios } from './media';

function CurrentPath() {
  return <p data-testid="ruta">{useLocation().pathname}</p>;
}

interface RenderOptions {
  /** Where the component is mounted; other paths render their pathname for assertions. */
  path?: string;
  /** The address the router starts at (default `path`), e.g. with a query string. */
  url?: string;
}

/** Renders a component with the app's providers and an in-memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', url = path }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: CurrentPath },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={crearTema(false)} env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A JSON response for a stubbed fetch. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A fake API stubbed as `fetch`: `rutas` maps "METHOD path" (without `/api`) to a response
 * factory given the sent body; any other call answers 500 naming it. Returns the mock.
 */
export function apiFalsa(rutas: Record<string, (body: unknown) => Response>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const clave = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return rutas[clave]?.(body) ?? jsonResponse({ message: `sin ruta ${clave}` }, 500);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Makes every media query match, as on a wide screen (jsdom matches none: a phone). */
export function pantallaAncha() {
  vi.stubGlobal('matchMedia', listaDeMedios(true));
}
