import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ausencia } from '@mchabbo/shared/ausencias/contratos';
import { apiFalsa, jsonResponse, renderWithProviders } from '@/test/render';
import { AusenciaForm } from './ausencia-form';
import { AusenciasLista } from './ausencias-lista';

const ajena: Ausencia = {
  id: 7,
  usuario: 'Cocinera',
  desde: '2030-01-10',
  hasta: '2030-01-12',
  motivo: 'Exámenes',
  estado: 'pendiente',
  decidida_por: null,
  puede_decidir: true,
  puede_retirar: false,
};

describe('AusenciasLista', () => {
  it('says so when there are no requests', async () => {
    apiFalsa({ 'GET /ausencias': () => jsonResponse({ ausencias: [] }) });
    renderWithProviders(<AusenciasLista nameUser="Yo" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando ausencias...');
    expect(await screen.findByText('No has pedido ninguna ausencia.')).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot load', async () => {
    apiFalsa({
      'GET /ausencias': () => jsonResponse({ message: 'Sin conexión con la base.' }, 500),
    });
    renderWithProviders(<AusenciasLista nameUser="Yo" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión con la base.');
  });

  it('approves a request of the staff and shows the answer', async () => {
    const fetch = apiFalsa({
      'GET /ausencias': () => jsonResponse({ ausencias: [ajena] }),
      'PATCH /ausencias/7': () =>
        jsonResponse({
          message: 'Ausencia aprobada',
          ausencia: { ...ajena, estado: 'aprobada', puede_decidir: false },
        }),
    });
    renderWithProviders(<AusenciasLista nameUser="Yo" />);
    const tarjeta = (await screen.findByText('Cocinera')).closest('[data-testid="ausencia"]');
    expect(tarjeta).not.toBeNull();
    expect(
      within(tarjeta as HTMLElement).getByText('Del 10/01/2030 al 12/01/2030'),
    ).toBeInTheDocument();
    await userEvent.click(within(tarjeta as HTMLElement).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Ausencia aprobada')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ aprobada: true });
  });
});

describe('AusenciaForm', () => {
  it('checks the dates and the reason before sending anything', async () => {
    const fetch = apiFalsa({});
    renderWithProviders(<AusenciaForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar' }));
    // An empty date asks to choose it (not its technical format).
    expect(await screen.findByText('Elige la fecha de inicio.')).toBeInTheDocument();
    expect(screen.getByText('Elige la fecha de fin.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el motivo de la ausencia.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what was typed for the session, until it is sent', async () => {
    apiFalsa({
      'POST /ausencias': () =>
        jsonResponse({ message: 'Ausencia solicitada', ausencia: ajena }, 201),
    });
    const primera = renderWithProviders(<AusenciaForm />);
    await userEvent.type(screen.getByLabelText(/Motivo/), 'Exámenes finales');
    await userEvent.type(screen.getByLabelText(/Desde/), '2030-01-10');
    primera.unmount();
    // Back on the page: the draft is there.
    const segunda = renderWithProviders(<AusenciaForm />);
    expect(screen.getByLabelText(/Motivo/)).toHaveValue('Exámenes finales');
    expect(screen.getByLabelText(/Desde/)).toHaveValue('2030-01-10');
    await userEvent.type(screen.getByLabelText(/Hasta/), '2030-01-12');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar' }));
    expect(await screen.findByText('Ausencia solicitada')).toBeInTheDocument();
    expect(screen.getByLabelText(/Motivo/)).toHaveValue('');
    segunda.unmount();
    // Once sent, it is forgotten.
    renderWithProviders(<AusenciaForm />);
    expect(screen.getByLabelText(/Motivo/)).toHaveValue('');
  });
});
