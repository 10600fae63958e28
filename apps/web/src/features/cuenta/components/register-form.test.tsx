import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

function campos() {
  return {
    usuario: screen.getByLabelText('Usuario'),
    clave: screen.getByLabelText('Contraseña'),
    confirmacion: screen.getByLabelText('Confirmar contraseña'),
    enviar: screen.getByRole('button', { name: 'Registrarse' }),
  };
}

describe('RegisterForm', () => {
  it('requires a user name that is not only spaces', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<RegisterForm />);
    const { usuario, clave, confirmacion, enviar } = campos();
    await userEvent.type(usuario, '   ');
    await userEvent.type(clave, 'secreta123');
    await userEvent.type(confirmacion, 'secreta123');
    await userEvent.click(enviar);
    expect(await screen.findByText('El nombre de usuario es obligatorio.')).toBeInTheDocument();
    // Only the public config (whether a Habbo code is needed) was read: nothing was sent.
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/user/register'),
    );
  });

  it('requires a password', async () => {
    renderWithProviders(<RegisterForm />);
    const { usuario, enviar } = campos();
    await userEvent.type(usuario, 'Pepe');
    await userEvent.click(enviar);
    expect(await screen.findByText('La contraseña es obligatoria.')).toBeInTheDocument();
  });

  it('requires the confirmation to match', async () => {
    renderWithProviders(<RegisterForm />);
    const { usuario, clave, confirmacion, enviar } = campos();
    await userEvent.type(usuario, 'Pepe');
    await userEvent.type(clave, 'secreta123');
    await userEvent.type(confirmacion, 'secreta124');
    await userEvent.click(enviar);
    expect(await screen.findByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(confirmacion).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server message, then closes and opens Inicio signed in 1200 ms after registering', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            message: 'Usuario registrado',
            user: { nameUser: 'Pepe', nivel: 7, rango: null },
            access_token: 'tok-nuevo',
          },
          201,
        ),
      ),
    );
    const onDone = vi.fn();
    renderWithProviders(<RegisterForm onDone={onDone} />);
    const { usuario, clave, confirmacion, enviar } = campos();
    await userEvent.type(usuario, 'Pepe');
    await userEvent.type(clave, 'secreta123');
    await userEvent.type(confirmacion, 'secreta123');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(enviar);
      expect(await screen.findByText('Usuario registrado')).toBeInTheDocument();
      vi.advanceTimersByTime(1000);
      expect(onDone).not.toHaveBeenCalled();
      vi.advanceTimersByTime(250);
      expect(onDone).toHaveBeenCalledOnce();
      // Signed in as the new guest (docs/reglas.md, Accounts and names 4.5), on Inicio.
      expect(localStorage.getItem('access_token')).toBe('tok-nuevo');
      expect(await screen.findByTestId('ruta')).toHaveTextContent('/mchabbo');
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to a generic message when the server sends none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderWithProviders(<RegisterForm />);
    const { usuario, clave, confirmacion, enviar } = campos();
    await userEvent.type(usuario, 'Pepe');
    await userEvent.type(clave, 'secreta123');
    await userEvent.type(confirmacion, 'secreta123');
    await userEvent.click(enviar);
    expect(await screen.findByText('Error al registrar usuario')).toBeInTheDocument();
  });

  it('with Habbo verification on, asks for a code first and sends it with the account', async () => {
    const enviados: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : undefined;
        enviados.push({ url, body });
        if (url.endsWith('/config'))
          return jsonResponse({ appName: 'McHabbo', verificar_habbo: true });
        if (url.endsWith('/user/verificacion')) {
          return jsonResponse({
            message: 'Pon este código en tu misión de Habbo y continúa antes de que caduque.',
            codigo: 'MCH-ABC234',
            expira_en: '2030-01-01T10:15:00.000Z',
          });
        }
        return jsonResponse(
          { message: 'Usuario registrado', user: { nameUser: 'Pepe', nivel: 7, rango: null } },
          201,
        );
      }),
    );
    renderWithProviders(<RegisterForm />);
    const obtener = await screen.findByRole('button', { name: 'Obtener código' });
    const { usuario, clave, confirmacion, enviar } = campos();
    await userEvent.type(usuario, 'Pepe');
    await userEvent.type(clave, 'secreta123');
    await userEvent.type(confirmacion, 'secreta123');
    await userEvent.click(enviar);
    expect(
      await screen.findByText('Pide un código de verificación y ponlo en tu misión de Habbo.'),
    ).toBeInTheDocument();
    await userEvent.click(obtener);
    expect(await screen.findByRole('textbox', { name: 'Código de verificación' })).toHaveValue(
      'MCH-ABC234',
    );
    await userEvent.click(enviar);
    expect(await screen.findByText('Usuario registrado')).toBeInTheDocument();
    expect(enviados.find((e) => e.url.endsWith('/user/register'))?.body).toEqual({
      nameUser: 'Pepe',
      password: 'secreta123',
      codigo: 'MCH-ABC234',
    });
  });
});
