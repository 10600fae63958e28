import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Membresia } from '@mchabbo/shared/membresias/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MembresiaForm } from './membresia-form';
import { MembresiasLista } from './membresias-lista';

const membresia: Membresia = {
  id: 4,
  nombre: 'VIP',
  usuario: 'Ana',
  encargado: 'Jefa',
  fecha_inicio: '2025-01-05T18:30:00.000Z',
  fecha_fin: '2025-02-04T18:30:00.000Z',
  estado: 'Activa',
  requisito_hrs: '',
  requisito_times: '',
};

describe('MembresiaForm', () => {
  it('keeps saving disabled until a member and a membership are chosen', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/user/elegibles?para=membresia')) {
        return jsonResponse([
          {
            id: 4,
            username: 'Ana',
            nivel: 7,
            rango: null,
            mision: null,
            area: null,
            habbo_avatar_url: null,
            despedido: false,
          },
        ]);
      }
      if (init?.method === 'POST') return new Response('', { status: 500 });
      return jsonResponse([]);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<MembresiaForm nameUser="Jefa" />);
    const guardar = screen.getByRole('button', { name: 'Guardar membresía' });
    expect(guardar).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Miembro' }));
    await user.click(await screen.findByRole('option', { name: 'Ana' }));
    expect(guardar).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Membresía' }));
    await user.click(await screen.findByRole('option', { name: /VIP/ }));
    expect(guardar).toBeEnabled();
    await user.click(guardar);
    expect(await screen.findByText('Error al crear membresía')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      usuario: 'Ana',
      membresia: 'VIP',
      requisito_hrs: '',
      requisito_times: '',
      encargado: 'Jefa',
    });
  });
});

describe('MembresiasLista', () => {
  it('asks before deleting and shows the fallback text on failure', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'DELETE' ? new Response('', { status: 500 }) : jsonResponse([membresia]),
      ),
    );
    // On a phone each membership is a card with its action in view (Access by level 3.13).
    renderWithProviders(<MembresiasLista />);
    const fila = await screen.findByRole('listitem', { name: 'Ana' });
    expect(within(fila).getByText('Activa')).toBeInTheDocument();
    await user.click(within(fila).getByRole('button', { name: 'Eliminar membresía VIP de Ana' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Eliminar la membresía?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialogo).findByText('Error al eliminar membresía')).toBeInTheDocument();
  });
});
