import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows both required messages and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Usuario'), '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El nombre de usuario es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es obligatoria.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows only the server message on wrong credentials, keeping no session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Usuario o contraseña incorrectos.' }, 401)),
    );
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Usuario'), 'Pepe');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mala');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Usuario o contraseña incorrectos.')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('stores the session and opens the panel on success', async () => {
    const user = { nameUser: 'Pepe', nivel: 4, rango: 'Sub chef' };
    const fetch = vi.fn(async () => jsonResponse({ access_token: 'tok', user }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Usuario'), ' Pepe ');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta123');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByTestId('ruta')).toHaveTextContent('/mchabbo');
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/login',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ nameUser: 'Pepe', password: 'secreta123' }),
      }),
    );
  });
});
