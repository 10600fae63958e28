import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Despido } from '@mchabbo/shared/despidos/contratos';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import { apiFalsa, jsonResponse, renderWithProviders } from '@/test/render';
import { DespedirDialogo } from './despedir-dialogo';
import { DespidoForm } from './despido-form';
import { DespidosLista } from './despidos-lista';

const despido: Despido = {
  id: 3,
  user: { username: 'ChefOro' },
  motivo: 'Abandonó el turno',
  fecha: '2024-06-01T18:30:00.000Z',
  encargado: { username: 'Gerenta' },
  mision: { rango: 'Chef ejecutivo', mision: 'Chef ejecutivo Oro', costo: 300 },
};

const persona = (username: string): PersonaResumen => ({
  id: username.length,
  username,
  nivel: 3,
  rango: 'Chef ejecutivo',
  mision: 'Chef ejecutivo Oro',
  area: 'cocina',
  habbo_avatar_url: null,
  despedido: false,
});
const ELEGIBLES = 'GET /user/elegibles?para=despido';

describe('DespidoForm', () => {
  it('requires the person and the reason before sending anything', async () => {
    const fetch = apiFalsa({ [ELEGIBLES]: () => jsonResponse([persona('ChefOro')]) });
    renderWithProviders(<DespidoForm admin="Gerenta" />);
    await userEvent.click(screen.getByRole('button', { name: 'Despedir' }));
    expect(await screen.findByText('Selecciona a la persona.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el motivo del despido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/despido', expect.anything());
  });

  it('asks "¿Despedir a …?" with the reason, then sends the person, the reason and the caller', async () => {
    const fetch = apiFalsa({
      [ELEGIBLES]: () => jsonResponse([persona('ChefOro'), persona('Otro')]),
      'POST /despido': () => jsonResponse({ message: 'Despido registrado', despido }, 201),
    });
    renderWithProviders(<DespidoForm admin="Gerenta" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Persona' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ChefOro' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Motivo' }), '  Abandonó el turno ');
    await userEvent.click(screen.getByRole('button', { name: 'Despedir' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Despedir a ChefOro?' });
    expect(within(dialogo).getByRole('textbox', { name: 'Motivo' })).toHaveValue(
      'Abandonó el turno',
    );
    // Nothing is sent until the dialog says so.
    expect(fetch).not.toHaveBeenCalledWith('/api/despido', expect.anything());
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Despedir' }));
    expect(await screen.findByText('Despido registrado')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/despido',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ usuario: 'ChefOro', motivo: 'Abandonó el turno', admin: 'Gerenta' }),
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveValue('');
  });

  it('shows the fallback inside the dialog when the server gives no message', async () => {
    apiFalsa({
      [ELEGIBLES]: () => jsonResponse([persona('ChefOro')]),
      'POST /despido': () => new Response('', { status: 500 }),
    });
    renderWithProviders(<DespidoForm admin="Gerenta" />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Persona' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ChefOro' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Motivo');
    await userEvent.click(screen.getByRole('button', { name: 'Despedir' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Despedir a ChefOro?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Despedir' }));
    expect(await within(dialogo).findByText('Error al registrar el despido')).toBeInTheDocument();
  });
});

describe('DespedirDialogo', () => {
  it('opens with the reason it is given, which may be changed before dismissing', async () => {
    const fetch = apiFalsa({
      'POST /despido': () => jsonResponse({ message: 'Despido registrado', despido }, 201),
    });
    const onDespedido = vi.fn();
    renderWithProviders(
      <DespedirDialogo
        usuario="Faltón"
        motivo="4 advertencias activas"
        onCerrar={() => {}}
        onDespedido={onDespedido}
      />,
    );
    const dialogo = await screen.findByRole('dialog', { name: '¿Despedir a Faltón?' });
    const motivo = within(dialogo).getByRole('textbox', { name: 'Motivo' });
    expect(motivo).toHaveValue('4 advertencias activas');
    await userEvent.clear(motivo);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Despedir' }));
    expect(await within(dialogo).findByText('Escribe el motivo del despido.')).toBeInTheDocument();
    await userEvent.type(motivo, '4 advertencias activas y faltas');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Despedir' }));
    await waitFor(() => expect(onDespedido).toHaveBeenCalledWith('Despido registrado'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/despido',
      expect.objectContaining({
        body: JSON.stringify({ usuario: 'Faltón', motivo: '4 advertencias activas y faltas' }),
      }),
    );
  });
});

describe('DespidosLista', () => {
  it('shows the mission snapshot and reinstates after confirming "Ingresar"', async () => {
    let vigentes = [despido];
    const fetch = apiFalsa({
      'GET /despido': () => jsonResponse(vigentes),
      'PATCH /despido/reactivar/3': () => {
        vigentes = [];
        return jsonResponse({ message: 'Persona reintegrada' });
      },
    });
    renderWithProviders(<DespidosLista />);
    const tarjeta = await screen.findByRole('article', { name: 'ChefOro' });
    expect(within(tarjeta).getByText('Abandonó el turno')).toBeInTheDocument();
    expect(within(tarjeta).getByText('Gerenta')).toBeInTheDocument();
    expect(
      within(tarjeta).getByText('Chef ejecutivo · Chef ejecutivo Oro · 300 créditos'),
    ).toBeInTheDocument();

    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Ingresar' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Reintegrar a ChefOro?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Sí, ingresar' }));
    expect(await screen.findByText('Persona reintegrada')).toBeInTheDocument();
    expect(await screen.findByText('No hay ningún despido vigente.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/despido/reactivar/3',
      expect.objectContaining({ method: 'PATCH' }),
    );
  });

  it('withdraws with "Anular" and shows the fallback when it fails', async () => {
    apiFalsa({
      'GET /despido': () => jsonResponse([{ ...despido, mision: null }]),
      'DELETE /despido/3': () => new Response('', { status: 500 }),
    });
    renderWithProviders(<DespidosLista />);
    const tarjeta = await screen.findByRole('article', { name: 'ChefOro' });
    expect(within(tarjeta).getByText('Sin misión')).toBeInTheDocument();
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Anular' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Anular el despido de ChefOro?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Sí, anular' }));
    expect(await within(dialogo).findByText('Error al eliminar el despido')).toBeInTheDocument();
  });
});
