import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { abrirRuta, rutaFinal } from '@/test/router';
import { jsonResponse } from '@/test/render';
import { PAGINAS_PRIVADAS } from '@mchabbo/shared/niveles/menu';
import { moduloDePagina } from './router';

function sesion(nivel: number, rango: string | null = null) {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify({ nameUser: 'Pepe', nivel, rango }));
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
    const router = abrirRuta('/mchabbo/perfil');
    expect(await rutaFinal(router)).toBe('/');
    expect(await screen.findByRole('button', { name: 'Acceder' })).toBeInTheDocument();
  });

  it('sends a signed-in user from / to the dashboard', async () => {
    sesion(7);
    const router = abrirRuta('/');
    expect(await rutaFinal(router)).toBe('/mchabbo');
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Invitado' })).toBeVisible();
  });

  it('sends a level the sidebar does not allow back to the dashboard', async () => {
    sesion(4, 'Sub chef');
    const router = abrirRuta('/mchabbo/ventas');
    expect(await rutaFinal(router)).toBe('/mchabbo');
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Sub chef' })).toBeVisible();
  });

  it('opens an allowed page', async () => {
    sesion(2, 'Gerente');
    const router = abrirRuta('/mchabbo/ventas');
    expect(await rutaFinal(router)).toBe('/mchabbo/ventas');
    expect(await screen.findByRole('heading', { name: 'Ventas' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nueva venta' })).toBeVisible();
  });

  it('shows the Spanish 404 for unknown addresses', async () => {
    abrirRuta('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });
});
