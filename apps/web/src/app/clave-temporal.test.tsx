import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/cuenta/components/login-form';
import { debeCambiarClave } from '@/lib/sesion';
import { abrirRuta, rutaFinal } from '@/test/router';
import { jsonResponse, renderWithProviders } from '@/test/render';

const pepe = { nameUser: 'Pepe', nivel: 6, rango: 'Lavaloza' };

function sesion({ claveTemporal }: { claveTemporal: boolean }) {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify(pepe));
  if (claveTemporal) localStorage.setItem('clave_temporal', 'true');
}

describe('temporary key', () => {
  let fetch: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
  beforeEach(() => {
    fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/config')) return jsonResponse({ appName: 'McHabbo' });
      if (url.endsWith('/user/change-password')) {
        return jsonResponse({
          message: 'Contraseña cambiada correctamente',
          access_token: 'nuevo',
          user: pepe,
        });
      }
      if (url.includes('/preferences/')) return jsonResponse({ is_app: false, modo_claro: true });
      return jsonResponse({ message: 'No encontrado' }, 404);
    });
    vi.stubGlobal('fetch', fetch);
  });

  it('marks the session when login answers debeCambiarClave', async () => {
    fetch.mockImplementation(async () =>
      jsonResponse({ access_token: 'tok', user: pepe, debeCambiarClave: true }),
    );
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Usuario'), 'Pepe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'temporal1');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('ruta')).toHaveTextContent('/mchabbo');
    expect(debeCambiarClave()).toBe(true);
  });

  // Three whole app renders: more than the default 5 s on a busy machine.
  it(
    'sends every private page to the password change while the flag is set',
    { timeout: 20_000 },
    async () => {
      sesion({ claveTemporal: true });
      for (const path of ['/mchabbo', '/mchabbo/perfil', '/']) {
        const router = abrirRuta(path);
        expect(await rutaFinal(router)).toBe('/clave-temporal');
      }
      expect(
        await screen.findAllByRole('heading', { name: 'Cambia tu contraseña temporal' }),
      ).not.toHaveLength(0);
      // The page has the product's footer like every other (docs/reglas.md, Sessions 5.8).
      expect(screen.getAllByRole('contentinfo')[0]).toHaveTextContent(
        'todos los derechos reservados',
      );
    },
  );

  it('does not open the page without a session or without the flag', async () => {
    expect(await rutaFinal(abrirRuta('/clave-temporal'))).toBe('/');
    sesion({ claveTemporal: false });
    expect(await rutaFinal(abrirRuta('/clave-temporal'))).toBe('/mchabbo');
  });

  it('stores the new session, clears the flag and opens the dashboard', async () => {
    sesion({ claveTemporal: true });
    const router = abrirRuta('/clave-temporal');
    await screen.findByRole('heading', { name: 'Cambia tu contraseña temporal' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    expect(await screen.findByText('Completa todos los campos')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Clave temporal'), 'temporal1');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave-1');
    await userEvent.type(screen.getByLabelText('Repetir nueva contraseña'), 'nueva-clave-1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar nueva contraseña' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mchabbo'));
    expect(await screen.findByRole('heading', { name: 'Bienvenido, Lavaloza' })).toBeVisible();
    expect(localStorage.getItem('access_token')).toBe('nuevo');
    expect(debeCambiarClave()).toBe(false);
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/change-password',
      expect.objectContaining({
        method: 'PATCH',
        body: JSON.stringify({
          nameUser: 'Pepe',
          oldPassword: 'temporal1',
          newPassword: 'nueva-clave-1',
        }),
      }),
    );
  });
});
