import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { misionBase } from '@mchabbo/shared/misiones/catalogo';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { MISION_COCINERO } from '@/test/datos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MisionForm } from './mision-form';

const RANGOS = ['Chef ejecutivo', 'Cocinero'];

function abrir(editando: Mision | null = null) {
  const onGuardada = vi.fn();
  const onCancelar = vi.fn();
  renderWithProviders(
    <MisionForm
      rangos={RANGOS}
      misiones={[]}
      editando={editando}
      onGuardada={onGuardada}
      onCancelar={onCancelar}
    />,
  );
  return { onGuardada, onCancelar };
}

describe('MisionForm', () => {
  it('prefills cost, pays and requirements from the table when a mission is chosen', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(
        { id: 99, ...JSON.parse(String(init?.body)), nivel: 3, user: null, asignados: 0 },
        201,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { onGuardada } = abrir();

    await user.click(screen.getByRole('combobox', { name: 'Rango' }));
    await user.click(await screen.findByRole('option', { name: 'Chef ejecutivo' }));
    await user.click(screen.getByRole('combobox', { name: 'Misión' }));
    await user.click(await screen.findByRole('option', { name: 'Chef ejecutivo Oro' }));

    const base = misionBase('Chef ejecutivo', 'Chef ejecutivo Oro')!;
    expect(screen.getByRole('textbox', { name: /Costo/ })).toHaveValue(String(base.costo));
    expect(screen.getByRole('textbox', { name: /Pago semanal/ })).toHaveValue(
      String(base.pago_semanal),
    );
    expect(screen.getByRole('textbox', { name: /Requisito de horas/ })).toHaveValue('2h');

    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() =>
      expect(onGuardada).toHaveBeenCalledWith('Misión "Chef ejecutivo Oro" creada.'),
    );
    expect(fetch).toHaveBeenCalledWith(
      '/api/misiones',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual(base);
  });

  it('requires a mission', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    abrir();
    await user.click(screen.getByRole('combobox', { name: 'Rango' }));
    await user.click(await screen.findByRole('option', { name: 'Cocinero' }));
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Selecciona una misión.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('edits with "Actualizar", keeps the rank and cancels with "Cancelar"', async () => {
    const user = userEvent.setup();
    const { onCancelar } = abrir({ ...MISION_COCINERO, id: 3, asignados: 1 });
    expect(screen.getByRole('heading', { name: 'Editar misión: Cocinero' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rango' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Pago 1h/ })).toHaveValue('4');
    expect(screen.queryByRole('button', { name: 'Crear' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancelar).toHaveBeenCalled();
  });
});
