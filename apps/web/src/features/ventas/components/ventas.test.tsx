import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import type { Venta } from '@mchabbo/shared/ventas/contratos';
import { jsonResponse, pantallaAncha, renderWithProviders } from '@/test/render';
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

const persona = (username: string, nivel: number, rango: string | null, area: string | null) =>
  ({
    id: username.length,
    username,
    nivel,
    rango,
    mision: rango,
    area,
    habbo_avatar_url: null,
    despedido: false,
  }) satisfies PersonaResumen;
const ANA = persona('Ana', 7, null, null);

describe('VentaForm', () => {
  it('requires a buyer and a mission, then sells only missions below the seller', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/user/elegibles?para=venta')) return jsonResponse([ANA]);
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
    expect(screen.getByText('Rango actual: Invitado')).toBeInTheDocument();
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
        if (url.endsWith('/user/elegibles?para=venta')) return jsonResponse([ANA]);
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

describe('a sale that would lower the buyer (docs/reglas.md, Sales 10.9)', () => {
  const DESCENSO = 'Esta venta bajaría a Sergio de Sub chef a Hostes.';

  /**
   * Sells Hostes to Sergio, listed as `comoSeVe`, with a server that refuses it until it
   * carries the confirmation; answers the bodies sent.
   */
  async function venderHostes(comoSeVe: PersonaResumen, alElegir?: () => void) {
    const user = userEvent.setup();
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/user/elegibles?para=venta')) return jsonResponse([comoSeVe]);
      if (url.endsWith('/misiones')) return jsonResponse([mision(9, 'Hostes', 'Hostes', 6, 0)]);
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { confirmar_descenso?: boolean };
        return body.confirmar_descenso
          ? jsonResponse({ message: 'Venta realizada con éxito', venta }, 201)
          : jsonResponse({ message: DESCENSO, requiere_confirmacion: true }, 409);
      }
      return jsonResponse([]);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<VentaForm user={GERENTE} />);
    await user.click(screen.getByRole('combobox', { name: 'Comprador' }));
    await user.click(await screen.findByRole('option', { name: 'Sergio' }));
    alElegir?.();
    await user.click(screen.getByRole('combobox', { name: 'Misión' }));
    await user.click(await screen.findByRole('option', { name: /Hostes/ }));
    await user.click(screen.getByRole('button', { name: 'Vender' }));
    const dialogo = await screen.findByRole('dialog', { name: 'La venta baja de rango' });
    expect(within(dialogo).getByText(DESCENSO)).toBeInTheDocument();
    // Not shown as a failure under the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Vender igualmente' }));
    expect(await screen.findByText('Venta realizada con éxito')).toBeInTheDocument();
    return fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init!.body)) as unknown);
  }

  it('shows the buyer’s rank, asks with the server’s sentence and sells on "Vender igualmente"', async () => {
    const enviadas = await venderHostes(persona('Sergio', 4, 'Sub chef', 'cocina'), () =>
      expect(screen.getByText('Rango actual: Sub chef · Cocina')).toBeInTheDocument(),
    );
    // The form knew it would lower the buyer: it asked before sending anything, so no
    // refused request (the server's 409) comes first.
    expect(enviadas).toEqual([
      { usuario: 'Sergio', mision: 9, user: 'Jefa', confirmar_descenso: true },
    ]);
  });

  it('still asks when only the server knows (the buyer was promoted meanwhile)', async () => {
    // The list still shows a guest; the server finds a Sub chef now.
    const enviadas = await venderHostes(persona('Sergio', 7, null, null));
    expect(enviadas).toEqual([
      { usuario: 'Sergio', mision: 9, user: 'Jefa' },
      { usuario: 'Sergio', mision: 9, user: 'Jefa', confirmar_descenso: true },
    ]);
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
    // On a phone each sale is a card with the toggle in view (docs/reglas.md, Access by level 3.13).
    renderWithProviders(<VentasLista />);
    const fila = await screen.findByRole('listitem', { name: 'Ana' });
    expect(within(fila).getByText('Chef ejecutivo Oro')).toBeInTheDocument();
    // What the toggle means is said in words, not only in a hover tooltip.
    expect(within(fila).getByRole('button', { name: 'No' })).toHaveAccessibleDescription(
      '«Pago recibido» dice si el comprador ya pagó la venta: tócalo para cambiarlo.',
    );
    await user.click(within(fila).getByRole('button', { name: 'No' }));
    expect(await screen.findByText('Estado de pago actualizado correctamente')).toBeInTheDocument();
    // The result names the sale.
    expect(
      screen.getByText(/^Venta a Ana \(Chef ejecutivo Oro, \d+ créditos\): pago recibido\.$/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(fila).getByRole('button', { name: 'Sí' })).toBeInTheDocument(),
    );
  });

  it('filters by buyer, seller or mission', async () => {
    const user = userEvent.setup();
    pantallaAncha();
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
