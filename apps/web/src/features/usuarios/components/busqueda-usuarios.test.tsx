import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import type { FichaUsuario } from '@mchabbo/shared/usuarios/contratos';
import { apiFalsa, jsonResponse, renderWithProviders } from '@/test/render';
import { BusquedaUsuarios } from './busqueda-usuarios';

const yo: SessionUser = { nameUser: 'Gerenta', nivel: 2, rango: 'Gerente' };

const ficha: FichaUsuario = {
  id: 7,
  username: 'Lava',
  rango: 'Lavaloza',
  mision: 'Lavaloza',
  nivel: 6,
  fecha_registro: '2024-05-01T18:30:00.000Z',
  ultima_vez: '2024-06-02T10:00:00.000Z',
  habbo_avatar_url: null,
  habbo_verificado: false,
  tiemposConfirmados: '2h 30m',
  despedido: false,
  ips: [{ ip: '10.0.0.9', ultima_vez: '2024-06-02T10:00:00.000Z' }],
};

async function buscar(nombre: string) {
  await userEvent.clear(screen.getByLabelText('Nombre de usuario'));
  await userEvent.type(screen.getByLabelText('Nombre de usuario'), nombre);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('BusquedaUsuarios', () => {
  it('lists who matches as one types and opens the card of the one chosen (docs/reglas.md, Finding people 27.1)', async () => {
    const fetch = apiFalsa({
      'GET /user/buscar?q=ava': () =>
        jsonResponse([
          {
            id: 7,
            username: 'Lava',
            nivel: 6,
            rango: 'Lavaloza',
            mision: 'Lavaloza',
            area: 'limpieza',
            habbo_avatar_url: null,
            despedido: true,
          },
        ]),
      'POST /user/by-name': () => jsonResponse(ficha),
    });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await userEvent.type(screen.getByLabelText('Nombre de usuario'), 'ava');
    const lista = await screen.findByRole('list', { name: 'Coincidencias' });
    expect(within(lista).getByText('Lavaloza · Limpieza')).toBeInTheDocument();
    expect(within(lista).getByText('Despedido')).toBeInTheDocument();
    await userEvent.click(within(lista).getByRole('button', { name: /Lava/ }));
    expect(await screen.findByRole('article', { name: 'Lava' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Coincidencias' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/by-name',
      expect.objectContaining({ body: JSON.stringify({ username: 'Lava' }) }),
    );
  });

  it('shows the card of the person found', async () => {
    const fetch = apiFalsa({
      'POST /user/by-name': () => jsonResponse({ ...ficha, despedido: true }),
    });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await buscar(' Lava ');
    const tarjeta = await screen.findByRole('article', { name: 'Lava' });
    expect(within(tarjeta).getByText('01/05/2024')).toBeInTheDocument();
    expect(within(tarjeta).getByText('2h 30m')).toBeInTheDocument();
    expect(within(tarjeta).getByText('10.0.0.9')).toBeInTheDocument();
    expect(within(tarjeta).getByText('Despedido')).toBeInTheDocument();
    expect(within(tarjeta).getByRole('button', { name: 'Generar clave' })).toBeEnabled();
    expect(within(tarjeta).getByRole('button', { name: 'Borrar IP' })).toBeEnabled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/by-name',
      expect.objectContaining({ body: JSON.stringify({ username: 'Lava' }) }),
    );
  });

  it('disables the actions on people of the same or a higher rank', async () => {
    apiFalsa({ 'POST /user/by-name': () => jsonResponse({ ...ficha, nivel: 2, ips: [] }) });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await buscar('Lava');
    const tarjeta = await screen.findByRole('article', { name: 'Lava' });
    expect(within(tarjeta).getByRole('button', { name: 'Generar clave' })).toBeDisabled();
    expect(within(tarjeta).getByRole('button', { name: 'Borrar IP' })).toBeDisabled();
    expect(within(tarjeta).getByText('Solo visibles para rangos superiores')).toBeInTheDocument();
  });

  it("shows the server's message, or the fallback when there is none", async () => {
    apiFalsa({
      'POST /user/by-name': (body) =>
        (body as { username: string }).username === 'Nadie'
          ? jsonResponse({ message: 'Usuario no encontrado.' }, 404)
          : new Response('', { status: 500 }),
    });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await buscar('Nadie');
    expect(await screen.findByText('Usuario no encontrado.')).toBeInTheDocument();
    await buscar('Otro');
    expect(await screen.findByText('Error al buscar el usuario')).toBeInTheDocument();
  });

  it('generates a key after confirming and copies it with feedback for 1200 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    apiFalsa({
      'POST /user/by-name': () => jsonResponse(ficha),
      'POST /user/generar-clave': () =>
        jsonResponse({ clave: 'k3y-temporal', message: 'Clave temporal generada para Lava.' }),
    });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await user.type(screen.getByLabelText('Nombre de usuario'), 'Lava');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Generar clave' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Generar una clave para Lava?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Sí, generar clave' }));

    expect(await screen.findByRole('textbox', { name: 'Clave temporal' })).toHaveValue(
      'k3y-temporal',
    );
    expect(screen.getByText('Clave temporal generada para Lava.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    expect(await screen.findByRole('button', { name: '¡Copiada!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('k3y-temporal');
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(screen.getByRole('button', { name: '¡Copiada!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });

  it('tells how to copy by hand when the browser has no clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    apiFalsa({
      'POST /user/by-name': () => jsonResponse(ficha),
      'POST /user/generar-clave': () => jsonResponse({ clave: 'k3y', message: 'Generada.' }),
    });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await buscar('Lava');
    await userEvent.click(await screen.findByRole('button', { name: 'Generar clave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, generar clave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Copiar' }));
    expect(
      await screen.findByText('No se pudo copiar: selecciona la clave y cópiala a mano.'),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the fallback when a key cannot be generated', async () => {
    apiFalsa({
      'POST /user/by-name': () => jsonResponse(ficha),
      'POST /user/generar-clave': () => new Response('', { status: 500 }),
    });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await buscar('Lava');
    await userEvent.click(await screen.findByRole('button', { name: 'Generar clave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, generar clave' }));
    const dialogo = screen.getByRole('dialog', { name: '¿Generar una clave para Lava?' });
    expect(await within(dialogo).findByText('Error al generar clave')).toBeInTheDocument();
  });

  it('clears the IPs after confirming and shows the server message', async () => {
    let ips = ficha.ips;
    apiFalsa({
      'POST /user/by-name': () => jsonResponse({ ...ficha, ips }),
      'POST /user/borrar-ip': () => {
        ips = [];
        return jsonResponse({ message: 'IP de Lava borradas correctamente' });
      },
    });
    renderWithProviders(<BusquedaUsuarios yo={yo} />);
    await buscar('Lava');
    expect(await screen.findByText('10.0.0.9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Borrar IP' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, borrar IP' }));
    expect(await screen.findByText('IP de Lava borradas correctamente')).toBeInTheDocument();
    expect(await screen.findByText('Sin IP guardadas')).toBeInTheDocument();
  });
});
