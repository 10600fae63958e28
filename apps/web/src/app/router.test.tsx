import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { PAGINAS_PRIVADAS } from '@mchabbo/shared/niveles/menu';
import { createAppRoutes, moduloDePagina } from './router';
import { crearTema } from './theme';

function sesion(nivel: number, rango: string | null = null) {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify({ nameUser: 'Pepe', nivel, rango }));
}

function abrir(path: string) {
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

async function rutaFinal(router: ReturnType<typeof abrir>) {
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return router.state.location.pathname;
}

describe('private pages', () => {
  it('each page of the menu has its route module under routes/app', () => {
    for (const pagina of PAGINAS_PRIVADAS)
      expect(() => moduloDePagina(pagina), pagina).not.toThrow();
    expect(() => moduloDePagina('no-existe' as never)).toThrow('Falta la página');
  });
});

describe('route guards', () => {
  beforeEach(() => {
    // Answers every call the pages make: config, landing members, preferences, profile.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/config')) return jsonResponse({ appName: 'McHabbo' });
        if (url.includes('/publico/administracion')) return jsonResponse({ miembros: [] });
        if (url.includes('/preferences/')) return jsonResponse({ is_app: false, modo_claro: true });
        return jsonResponse({ message: 'No encontrado' }, 404);
      }),
    );
  });

  it('sends visitors without a token from private pages to /', async () => {
    const router = abrir('/mchabbo/perfil');
    expect(await rutaFinal(router)).toBe('/');
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
  });

  it('sends a signed-in user from / to the dashboard', async () => {
    sesion(7);
    const router = abrir('/');
    expect(await rutaFinal(router)).toBe('/mchabbo');
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Invitado' })).toBeVisible();
  });

  it('sends a level the sidebar does not allow back to the dashboard', async () => {
    sesion(4, 'Sub chef');
    const router = abrir('/mchabbo/ventas');
    expect(await rutaFinal(router)).toBe('/mchabbo');
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Sub chef' })).toBeVisible();
  });

  it('opens an allowed page', async () => {
    sesion(2, 'Gerente');
    const router = abrir('/mchabbo/ventas');
    expect(await rutaFinal(router)).toBe('/mchabbo/ventas');
    expect(await screen.findByRole('heading', { name: 'Ventas' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nueva venta' })).toBeVisible();
  });

  it('shows the Spanish 404 for unknown addresses', async () => {
    abrir('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
