import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ErrorScreen } from './error-screen';

function Roto(): never {
  throw new Error('fallo de prueba');
}

describe('ErrorScreen', () => {
  it('replaces a crashed route with a Spanish message and a reload button', async () => {
    const consola = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', Component: Roto, errorElement: <ErrorScreen /> },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider env="test">
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeVisible();
    expect(screen.getByText(/todos los derechos reservados/)).toBeVisible();
    expect(consola).toHaveBeenCalled();
  });

  it('renders on its own too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
  });
});
