import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CHEFA, FakeEventSource, llamadas, servidor, tiempo } from '@/test/tiempos';
import { TiemposPanel } from './tiempos-panel';

describe('TiemposPanel', () => {
  it('lists timers, shows actions only where allowed and refreshes on live events', async () => {
    FakeEventSource.abiertas = [];
    const fetch = servidor([
      [
        tiempo(1, 'Obrero'),
        tiempo(2, 'Pinche', { encargado: null, encargado_id: null, puede_operar: false }),
      ],
      [tiempo(1, 'Obrero', { pausado: true, pausas_count: 1 })],
    ]);
    renderWithProviders(<TiemposPanel user={CHEFA} />);

    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });
    expect(within(obrero).getByRole('timer')).toHaveTextContent(/^0h 0[45]m \d\ds$/);
    expect(within(obrero).getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    const pinche = screen.getByRole('listitem', { name: 'Pinche' });
    expect(within(pinche).getByText('Sin encargado')).toBeInTheDocument();
    expect(within(pinche).queryByRole('button')).not.toBeInTheDocument();

    // The stream carries the token; any event reads the list again.
    expect(FakeEventSource.abiertas[0]!.url).toBe('/api/tiempos/stream?token=tok%20en');
    act(() => FakeEventSource.abiertas[0]!.emitir());
    expect(await screen.findByText('Pausado')).toBeInTheDocument();
    expect(screen.getByText('En vivo')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Pinche' })).not.toBeInTheDocument();
    expect(llamadas(fetch, 'GET', '/tiempos/all')).toHaveLength(2);
  });

  it('lists every timer of a long list, the ones drawn after the first screen too', async () => {
    // The list draws its first 16 rows at once and the rest in later tasks.
    const nombres = Array.from({ length: 20 }, (_, i) => `Cocinero${i + 1}`);
    servidor([nombres.map((nombre, i) => tiempo(i + 1, nombre))]);
    renderWithProviders(<TiemposPanel user={CHEFA} />);

    // Drawn in later tasks: on a busy machine (the full test run beside it) that can take
    // several seconds, far more than findBy's default second.
    expect(await screen.findByText('Cocinero20', {}, { timeout: 20_000 })).toBeInTheDocument();
    const lista = screen.getByRole('list', { name: 'Tiempos abiertos' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(nombres);
    expect(within(lista).getAllByRole('timer')).toHaveLength(20);
  }, 30_000);

  it('shows the server message, or the fallback text, when an action fails', async () => {
    const user = userEvent.setup();
    servidor([[tiempo(1, 'Obrero')]], {
      'POST /tiempos/pausar': () => jsonResponse({}, 500),
      'POST /tiempos/restar-5': () => jsonResponse({ message: 'Este tiempo fue cancelado.' }, 409),
      'POST /tiempos/ligar': () => jsonResponse({}, 500),
    });
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });

    await user.click(within(obrero).getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('Error al pausar/reanudar el tiempo')).toBeInTheDocument();
    await user.click(within(obrero).getByRole('button', { name: '-5' }));
    expect(await screen.findByText('Este tiempo fue cancelado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ligar Tiempos' }));
    expect(await screen.findByText('Error al ligar el tiempo')).toBeInTheDocument();
  });

  it('validates the adjustment minutes with the shared rule before sending', async () => {
    const user = userEvent.setup();
    const fetch = servidor([[tiempo(1, 'Obrero')]], {
      'POST /tiempos/ajustar': () => jsonResponse({ message: 'Tiempo ajustado', tiempo: {} }),
    });
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });

    await user.click(within(obrero).getByRole('button', { name: 'Ajustar' }));
    const modal = await screen.findByRole('dialog', { name: 'Ajustar tiempo' });
    const minutos = within(modal).getByRole('textbox', { name: 'Minutos' });
    for (const malo of ['abc', '0', '1.5', '601']) {
      await user.clear(minutos);
      await user.type(minutos, malo);
      await user.click(within(modal).getByRole('button', { name: 'Guardar ajuste' }));
      expect(
        within(modal).getByText('Por favor, ingrese un número válido de minutos.'),
      ).toBeInTheDocument();
    }
    expect(llamadas(fetch, 'POST', '/tiempos/ajustar')).toHaveLength(0);

    await user.clear(minutos);
    await user.type(minutos, '30');
    await user.click(within(modal).getByRole('radio', { name: 'Restar' }));
    await user.click(within(modal).getByRole('button', { name: 'Guardar ajuste' }));
    expect(await screen.findByText('Tiempo ajustado')).toBeInTheDocument();
    const [, init] = llamadas(fetch, 'POST', '/tiempos/ajustar')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ id: 1, minutos: 30, tipo: 'Restar' });
  });

  it('asks before cancelling and shows the fallback when deleting fails', async () => {
    const user = userEvent.setup();
    const fetch = servidor([[tiempo(7, 'Obrero')]], {
      'DELETE /tiempos/7': () => jsonResponse({}, 500),
    });
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });

    await user.click(within(obrero).getByRole('button', { name: 'Cancelar' }));
    const dialogo = await screen.findByRole('dialog', { name: '¿Cancelar este tiempo?' });
    expect(llamadas(fetch, 'DELETE', '/tiempos/7')).toHaveLength(0);
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar tiempo' }));
    expect(await within(dialogo).findByText('Error al eliminar el tiempo')).toBeInTheDocument();
    expect(llamadas(fetch, 'DELETE', '/tiempos/7')).toHaveLength(1);
  });

  it('unlinks only the chosen timers of the caller', async () => {
    const user = userEvent.setup();
    const fetch = servidor(
      [
        [
          tiempo(1, 'Obrero'),
          tiempo(2, 'Pinche'),
          tiempo(3, 'Ajeno', { encargado: 'Otra', encargado_id: 9 }),
        ],
      ],
      { 'POST /tiempos/desligar': () => jsonResponse({}, 500) },
    );
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    await screen.findByRole('listitem', { name: 'Obrero' });

    await user.click(screen.getByRole('button', { name: 'Desligar específicos' }));
    const modal = await screen.findByRole('dialog', { name: 'Desligar tiempos específicos' });
    expect(within(modal).queryByRole('checkbox', { name: /Ajeno/ })).not.toBeInTheDocument();
    const enviar = within(modal).getByRole('button', { name: 'Desligar seleccionados' });
    expect(enviar).toBeDisabled();
    await user.click(within(modal).getByRole('checkbox', { name: /^Pinche/ }));
    await user.click(enviar);
    expect(
      await within(modal).findByText('Error al desligar los tiempos seleccionados'),
    ).toBeInTheDocument();
    const [, init] = llamadas(fetch, 'POST', '/tiempos/desligar')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ ids: [2] });
  });

  it('starts a timer only for a chosen worker without an open one', async () => {
    const user = userEvent.setup();
    const fetch = servidor([[tiempo(1, 'Obrero')]], {
      'POST /tiempos/log': () => jsonResponse({}, 500),
    });
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    await screen.findByRole('listitem', { name: 'Obrero' });
    const form = screen.getByRole('form', { name: 'Nuevo tiempo' });

    await user.click(within(form).getByRole('button', { name: 'Iniciar tiempo' }));
    expect(within(form).getByText('Selecciona un trabajador.')).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: 'Trabajador' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Nuevo' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Obrero' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Nuevo' }));
    await user.click(within(form).getByRole('button', { name: 'Iniciar tiempo' }));
    expect(
      await within(form).findByText('Error al enviar los datos al backend'),
    ).toBeInTheDocument();
    const [, init] = llamadas(fetch, 'POST', '/tiempos/log')[0]!;
    expect(JSON.parse(String(init!.body))).toEqual({ encargado: 'Chefa', usuario: 'Nuevo' });
  });
});
