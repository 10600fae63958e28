import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { Campana } from './campana';

function iniciarSesion() {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify({ nameUser: 'Pepe', nivel: 5, rango: 'Cocinero' }));
}

const bandeja = {
  notificaciones: [
    {
      id: 2,
      tipo: 'tiempo.confirmado',
      texto: 'Chef7 confirmó tu turno de 2h 30m: 120 créditos.',
      enlace: '/mchabbo/perfil',
      creada_en: '2026-11-23T19:00:00.000Z',
      leida: false,
    },
  ],
  sin_leer: 1,
  siguiente: null,
};

describe('Campana', () => {
  it('shows the unread count, lists the latest and marks them all read', async () => {
    iniciarSesion();
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/leidas')
        ? jsonResponse({ message: 'ok', sin_leer: 0 })
        : jsonResponse(bandeja),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Campana />, { path: '/mchabbo' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' }),
    );
    expect(
      await screen.findByText('Chef7 confirmó tu turno de 2h 30m: 120 créditos.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }));
    expect(fetch).toHaveBeenCalledWith(
      '/api/notificaciones/leidas',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({}) }),
    );
  });

  it('puts the menu state on the button, not on the badge wrapper', async () => {
    iniciarSesion();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(bandeja)),
    );
    renderWithProviders(<Campana />, { path: '/mchabbo' });
    const boton = await screen.findByRole('button', { name: 'Notificaciones: 1 sin leer' });
    expect(boton).toHaveAttribute('aria-haspopup', 'menu');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    // A div has the generic role, which allows neither attribute (axe's aria-allowed-attr).
    expect(document.querySelectorAll('div[aria-haspopup], div[aria-expanded]')).toHaveLength(0);
    await userEvent.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('menu')).toBeVisible();
  });

  it('says so when there are none', async () => {
    iniciarSesion();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ notificaciones: [], sin_leer: 0, siguiente: null })),
    );
    renderWithProviders(<Campana />, { path: '/mchabbo' });
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No tienes notificaciones.')).toBeVisible();
  });

  it('offers a retry when the inbox cannot be read', async () => {
    iniciarSesion();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Error interno del servidor.' }, 500)),
    );
    renderWithProviders(<Campana />, { path: '/mchabbo' });
    await userEvent.click(screen.getByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByText('No se pudieron cargar las notificaciones.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
