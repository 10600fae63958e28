import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AuditoriaLista } from './auditoria-lista';

describe('AuditoriaLista', () => {
  it('asks for the typed filters on "Filtrar", leaving out empty ones, and "Limpiar" drops them', async () => {
    const fetch = vi.fn(async () => jsonResponse({ eventos: [], siguiente: null }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AuditoriaLista />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Persona' }), 'Pepe');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith('/api/auditoria?usuario=Pepe', expect.anything()),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByRole('textbox', { name: 'Persona' })).toHaveValue('');
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenLastCalledWith('/api/auditoria', expect.anything()),
    );
  });
});
