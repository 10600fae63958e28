import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Clon } from '@mchabbo/shared/usuarios/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { agruparPorIp } from './agrupar-clones';
import { ClonesLista } from './clones-lista';

const clon = (id: number, ip: string, username: string, permitido = false): Clon => ({
  id,
  ip_address: ip,
  permitido,
  usuario: { username, fecha_registro: `2024-0${id}-01T10:00:00.000Z` },
});

describe('agruparPorIp', () => {
  it('groups accounts by IP keeping their order', () => {
    const grupos = agruparPorIp([clon(1, 'a', 'Ana'), clon(2, 'a', 'Beto'), clon(3, 'b', 'Cris')]);
    expect(grupos.map((g) => [g.ip, g.cuentas.map((c) => c.usuario.username)])).toEqual([
      ['a', ['Ana', 'Beto']],
      ['b', ['Cris']],
    ]);
  });
});

describe('ClonesLista', () => {
  it('shows one card per IP and marks an account allowed', async () => {
    let permitido = false;
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        permitido = true;
        return jsonResponse({ message: 'Clon permitido' });
      }
      void url;
      return jsonResponse([
        clon(1, '10.0.0.1', 'Ana'),
        clon(2, '10.0.0.1', 'Beto', permitido),
        clon(3, '10.0.0.2', 'Cris', true),
        clon(4, '10.0.0.2', 'Dani', true),
      ]);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ClonesLista />);
    const grupo = await screen.findByRole('region', { name: 'IP 10.0.0.1' });
    expect(within(grupo).getByText('Registro: 01/01/2024')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'IP 10.0.0.2' })).toBeInTheDocument();
    await userEvent.click(within(grupo).getByRole('button', { name: /^Permitir a Beto/ }));
    const beto = within(grupo)
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Beto'))!;
    expect(await within(beto).findByText('Permitido')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/clones/2',
      expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ permitido: true }) }),
    );
  });

  it('says when no IP is shared', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    renderWithProviders(<ClonesLista />);
    expect(await screen.findByText('Sin clones')).toBeInTheDocument();
  });
});
