import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PropuestosDespido } from './propuestos-despido';

describe('PropuestosDespido', () => {
  it('offers "Despedir" on each person proposed, with their active warnings', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          maximo: 3,
          propuestos: [{ usuario: 'Faltón', rango: 'Hostes', advertencias_activas: 4 }],
        }),
      ),
    );
    const onDespedir = vi.fn();
    renderWithProviders(<PropuestosDespido onDespedir={onDespedir} exito="Despido registrado" />);
    const tarjeta = await screen.findByLabelText('Faltón');
    expect(within(tarjeta).getByText('Hostes · 4 advertencias activas')).toBeInTheDocument();
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Despedir' }));
    expect(onDespedir).toHaveBeenCalledWith('Faltón', 4);
    expect(screen.getByRole('status')).toHaveTextContent('Despido registrado');
  });
});
