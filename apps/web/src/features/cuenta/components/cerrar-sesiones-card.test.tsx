import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CerrarSesionesCard } from './cerrar-sesiones-card';

function iniciarSesion() {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify({ nameUser: 'Pepe', nivel: 4, rango: 'Sub chef' }));
}

describe('CerrarSesionesCard', () => {
  it('asks, ends every session on the server and goes to /', async () => {
    iniciarSesion();
    const fetch = vi.fn(async () =>
      jsonResponse({ message: 'Sesión cerrada en todos los dispositivos' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CerrarSesionesCard />, { path: '/mchabbo/perfil' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesiones' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/logout',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ todas: true }) }),
    );
    expect(await screen.findByTestId('ruta')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('keeps the session and says why when the server refuses', async () => {
    iniciarSesion();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Error interno del servidor.' }, 500)),
    );
    renderWithProviders(<CerrarSesionesCard />, { path: '/mchabbo/perfil' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesiones' }));
    expect(await screen.findByText('Error interno del servidor.')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe('tok');
  });
});
