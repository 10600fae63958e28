import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CampoUsuario, useUsuarioConCodigo } from './campo-usuario';

function Formulario() {
  const usuario = useUsuarioConCodigo('recuperar');
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <CampoUsuario value={usuario.nombre} onChange={usuario.cambiarNombre} error={error} />
      <button type="button" onClick={() => setError(usuario.obtenerCodigo())}>
        Pedir
      </button>
      <output>{usuario.codigo?.codigo ?? 'sin código'}</output>
    </>
  );
}

describe('CampoUsuario and useUsuarioConCodigo', () => {
  it('names the field for the browser', () => {
    renderWithProviders(
      <CampoUsuario value="" onChange={() => {}} description="Usa tu mismo nombre de Habbo." />,
    );
    const campo = screen.getByLabelText('Usuario');
    expect(campo).toHaveAttribute('name', 'nameUser');
    expect(campo).toHaveAttribute('autocomplete', 'username');
    expect(campo).toHaveAccessibleDescription('Usa tu mismo nombre de Habbo.');
  });

  it('refuses an empty name without asking the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Formulario />);
    await userEvent.click(screen.getByRole('button', { name: 'Pedir' }));
    expect(await screen.findByText('El nombre de usuario es obligatorio.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a code for the name and drops it when the name changes', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ codigo: 'ABC123', expira_en: '2030-01-01T12:00:00.000Z' }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Formulario />);
    await userEvent.type(screen.getByLabelText('Usuario'), '  Pepe ');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir' }));
    expect(await screen.findByText('ABC123')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/user\/recuperar$/);
    expect(JSON.parse(String(init.body))).toEqual({ nameUser: 'Pepe' });

    await userEvent.type(screen.getByLabelText('Usuario'), 'x');
    expect(screen.getByRole('status')).toHaveTextContent('sin código');
  });
});
