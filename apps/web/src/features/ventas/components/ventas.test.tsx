import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import type { Venta } from '@mchabbo/shared/ventas/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { VentaForm } from './venta-form';
import { VentasLista } from './ventas-lista';

const mision = (id: number, nombre: string, rango: string, nivel: number, costo: number) =>
  ({
    id,
    mision: nombre,
    rango,
    nivel,
    costo,
    pago_1h: 0,
    pago_2h: 0,
    pago_3h: 0,
    pago_semanal: 0,
    requisito_hrs: '0h',
    requisito_times: '0',
    user: null,
    asignados: 0,
  }) satisfies Mision;

const venta: Venta = {
  id: 5,
  comprador: 'Ana',
  vendedor: 'Jefa',
  rango: 'Chef ejecutivo',
  mision: 'Chef ejecutivo Oro',
  costo: 300,
  gananciaDueno: 30,
  montoTotal: 300,
  pagoRecibido: false,
  fecha: '2025-01-05T18:30:00.000Z',
};

const GERENTE = { nameUser: 'Jefa', nivel: 2, rango: 'Gerente' };

describe('VentaForm', () => {
  it('requires a buyer and a mission, then sells only missions below the seller', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/user/usernames')) return jsonResponse(['Ana']);
      if (url.endsWith('/misiones')) {
        return jsonResponse([
          mision(1, 'Gerente de Calidad', 'Gerente', 2, 1400),
          mision(2, 'Chef ejecutivo Oro', 'Chef ejecutivo', 3, 300),
        ]);
      }
      if (url.endsWith('/ventas') && init?.method === 'POST') {
        return jsonResponse({ message: 'Venta realizada con éxito', venta }, 201);
      }
      if (url.endsWith('/ventas')) return jsonResponse([venta]);
      return jsonResponse({ message: 'No' }, 404);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<VentaForm user={GERENTE} />);

    await user.click(screen.getByRole('button', { name: 'Vender' }));
    expect(await screen.findByText('Selecciona un comprador.')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una misión.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Comprador' }));
    await user.click(await screen.findByRole('option', { name: 'Ana' }));
    await user.click(screen.getByRole('combobox', { name: 'Misión' }));
    expect(screen.queryByRole('option', { name: /Gerente de Calidad/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Chef ejecutivo Oro/ }));
    expect(screen.getByText('300 créditos')).toBeInTheDocument();
    expect(screen.getByText(/30 créditos \(10 %, estimada\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vender' }));
    expect(await screen.findByText('Venta realizada con éxito')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ usuario: 'Ana', mision: 2, user: 'Jefa' });
  });

  it('shows the server message, or the fallback text when there is none', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/user/usernames')) return jsonResponse(['Ana']);
        if (url.endsWith('/misiones'))
          return jsonResponse([mision(2, 'Cocinero', 'Cocinero', 5, 0)]);
        if (init?.method === 'POST') return new Response('', { status: 500 });
        return jsonResponse([]);
      }),
    );
    renderWithProviders(<VentaForm user={GERENTE} />);
    await user.click(screen.getByRole('combobox', { name: 'Comprador' }));
    await user.click(await screen.findByRole('option', { name: 'Ana' }));
    await user.click(screen.getByRole('combobox', { name: 'Misión' }));
    await user.click(await screen.findByRole('option', { name: /Cocinero/ }));
    await user.click(screen.getByRole('button', { name: 'Vender' }));
    expect(await screen.findByText('Hubo un error al realizar la venta')).toBeInTheDocument();
  });
});

describe('VentasLista', () => {
  it('toggles the payment state with a click', async () => {
    const user = userEvent.setup();
    let pagada = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PATCH') pagada = !pagada;
        const actual = { ...venta, pagoRecibido: pagada };
        return init?.method === 'PATCH'
          ? jsonResponse({ message: 'Estado de pago actualizado correctamente', venta: actual })
          : jsonResponse([actual]);
      }),
    );
    renderWithProviders(<VentasLista />);
    const fila = (await screen.findByRole('rowheader', { name: 'Ana' })).closest('tr')!;
    await user.click(within(fila).getByRole('button', { name: 'No' }));
    expect(await screen.findByText('Estado de pago actualizado correctamente')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(fila).getByRole('button', { name: 'Sí' })).toBeInTheDocument(),
    );
  });

  it('filters by buyer, seller or mission', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse([venta, { ...venta, id: 6, comprador: 'Luis', mision: 'Cocinero' }]),
      ),
    );
    renderWithProviders(<VentasLista />);
    await screen.findByRole('rowheader', { name: 'Luis' });
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar' }), 'cocinero');
    expect(screen.queryByRole('rowheader', { name: 'Ana' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Luis' })).toBeInTheDocument();
  });
});
