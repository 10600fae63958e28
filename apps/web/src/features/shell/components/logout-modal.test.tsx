import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LogoutModal } from './logout-modal';

function iniciarSesion() {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify({ nameUser: 'Pepe', nivel: 4, rango: 'Sub chef' }));
}

describe('LogoutModal', () => {
  it('asks before signing out', async () => {
    iniciarSesion();
    renderWithProviders(<LogoutModal opened onClose={() => {}} />, { path: '/mchabbo' });
    expect(await screen.findByText('¿Estás seguro de cerrar sesión?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sí' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });

  it('"Sí" ends this device\'s session on the server, forgets it and goes to /', async () => {
    iniciarSesion();
    const fetch = vi.fn(async () => Response.json({ message: 'Sesión cerrada' }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LogoutModal opened onClose={() => {}} />, { path: '/mchabbo' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/logout',
      expect.objectContaining({ method: 'POST', body: '{}' }),
    );
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByTestId('ruta')).toHaveTextContent(/^\/$/);
  });

  it('still forgets the session when the server cannot be reached', async () => {
    iniciarSesion();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithProviders(<LogoutModal opened onClose={() => {}} />, { path: '/mchabbo' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByTestId('ruta')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('"No" keeps the session', async () => {
    iniciarSesion();
    const onClose = vi.fn();
    renderWithProviders(<LogoutModal opened onClose={onClose} />, { path: '/mchabbo' });
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem('access_token')).toBe('tok');
  });
});
