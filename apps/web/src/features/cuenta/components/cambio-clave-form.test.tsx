import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CambioClaveForm } from './cambio-clave-form';

const pepe = { nameUser: 'Pepe', nivel: 6, rango: 'Lavaloza' };

/** Replaces what each field holds (pasted: typing key by key is slow) and sends. */
async function rellenar(actual: string, nueva: string, repetida: string) {
  const campos: [string, string][] = [
    ['Contraseña actual', actual],
    ['Nueva contraseña', nueva],
    ['Repetir nueva contraseña', repetida],
  ];
  for (const [etiqueta, valor] of campos) {
    const campo = screen.getByLabelText(etiqueta);
    await userEvent.clear(campo);
    if (valor) {
      await userEvent.click(campo);
      await userEvent.paste(valor);
    }
  }
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('CambioClaveForm', () => {
  it('checks the fields before asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CambioClaveForm nameUser="Pepe" />);
    await rellenar('', '', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Completa todos los campos');
    await rellenar('vieja-clave', 'nueva-clave-1', 'nueva-clave-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Las nuevas claves no coinciden');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, then its confirmation and empties the fields", async () => {
    const fetch = vi
      .fn<(url: string) => Promise<Response>>()
      .mockResolvedValueOnce(jsonResponse({ message: 'La contraseña actual no es correcta' }, 401))
      .mockResolvedValueOnce(
        jsonResponse({ message: 'Contraseña cambiada', access_token: 'nuevo', user: pepe }),
      );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<CambioClaveForm nameUser="Pepe" />);
    await rellenar('mala-clave', 'nueva-clave-1', 'nueva-clave-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña actual no es correcta',
    );

    await rellenar('buena-clave', 'nueva-clave-1', 'nueva-clave-1');
    expect(await screen.findByRole('status')).toHaveTextContent('Contraseña cambiada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
    expect(localStorage.getItem('access_token')).toBe('nuevo');
  });
});
