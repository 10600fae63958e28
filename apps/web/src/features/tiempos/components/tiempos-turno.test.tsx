import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { CHEFA, llamadas, servidor, tiempo } from '@/test/tiempos';
import { PedirTiempoCard } from './pedir-tiempo-card';
import { TiemposPanel } from './tiempos-panel';

const H = 3600;
const ahora = () => new Date().toISOString();

describe('the manager’s shift on Tiempos', () => {
  it('shows whether Habbo sees each worker in the hotel, and warns before confirming one offline', async () => {
    const user = userEvent.setup();
    servidor([
      [
        tiempo(1, 'Obrero', { en_hotel: false, segundos: 2 * H, tiempoTranscurrido: '2h 0m' }),
        tiempo(2, 'Pinche', { en_hotel: true }),
        tiempo(3, 'Oculto', { en_hotel: null }),
      ],
    ]);
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });
    expect(within(obrero).getByText('No conectado')).toBeInTheDocument();
    const pinche = screen.getByRole('listitem', { name: 'Pinche' });
    expect(within(pinche).getByText('En el hotel')).toBeInTheDocument();
    // Unknown: no dot at all.
    const oculto = screen.getByRole('listitem', { name: 'Oculto' });
    expect(within(oculto).queryByText(/En el hotel|No conectado/)).not.toBeInTheDocument();
    await user.click(within(obrero).getByRole('button', { name: 'Confirmar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar tiempo de Obrero' });
    expect(within(dialogo).getByText('Obrero no aparece conectado en Habbo.')).toBeInTheDocument();
    // A warning, never a block.
    expect(within(dialogo).getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('confirms with the facts, then offers to undo from the notice', async () => {
    const user = userEvent.setup();
    const largo = tiempo(1, 'Obrero', {
      segundos: 2 * H + 15 * 60,
      tiempoTranscurrido: '2h 15m',
      creditos_previstos: 7,
      bono_previsto: 70,
    });
    const fetch = servidor([[largo]], {
      'POST /tiempos/confirmar': () =>
        jsonResponse({
          message: 'Tiempo de Obrero confirmado: 2h 15m, 7 créditos + 70 de paga semanal.',
          deshacer_segundos: 60,
          tiempo: {},
        }),
      'POST /tiempos/deshacer': () =>
        jsonResponse({
          message: 'Confirmación deshecha: el tiempo de Obrero (2h 15m) vuelve a estar pausado.',
          tiempo: {},
        }),
    });
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });
    await user.click(within(obrero).getByRole('button', { name: 'Confirmar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar tiempo de Obrero' });
    expect(within(dialogo).getByText('2h 15m')).toBeInTheDocument();
    expect(within(dialogo).getByText('7 créditos')).toBeInTheDocument();
    expect(within(dialogo).getByText('+ 70 de paga semanal')).toBeInTheDocument();
    expect(within(dialogo).queryByText(/menos de 1 hora/)).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));

    expect(
      await screen.findByText(
        'Tiempo de Obrero confirmado: 2h 15m, 7 créditos + 70 de paga semanal.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(String(llamadas(fetch, 'POST', '/tiempos/confirmar')[0]![1]!.body))).toEqual({
      id: 1,
      confirmado: true,
    });
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(
      await screen.findByText(
        'Confirmación deshecha: el tiempo de Obrero (2h 15m) vuelve a estar pausado.',
      ),
    ).toBeInTheDocument();
    expect(llamadas(fetch, 'POST', '/tiempos/deshacer')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument();
  });

  it('warns that a shift under an hour pays nothing', async () => {
    const user = userEvent.setup();
    servidor([[tiempo(1, 'Obrero', { segundos: 3, tiempoTranscurrido: '0m' })]]);
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });
    await user.click(within(obrero).getByRole('button', { name: 'Confirmar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar tiempo de Obrero' });
    expect(
      within(dialogo).getByText('Este turno dura menos de 1 hora: no suma créditos.'),
    ).toBeInTheDocument();
    expect(within(dialogo).getByText('0 créditos')).toBeInTheDocument();
    expect(within(dialogo).getByRole('button', { name: 'Confirmar sin créditos' })).toBeVisible();
  });

  it('says who runs a timer the caller may not act on', async () => {
    servidor([
      [
        tiempo(1, 'Obrero', { encargado: 'Jefe', puede_operar: false }),
        tiempo(2, 'Pinche', { encargado: null, encargado_id: null, puede_operar: false }),
      ],
    ]);
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });
    expect(within(obrero).getByText('Lo lleva Jefe')).toBeInTheDocument();
    expect(within(obrero).queryByRole('checkbox')).not.toBeInTheDocument();
    const pinche = screen.getByRole('listitem', { name: 'Pinche' });
    expect(within(pinche).getByText('Fuera de tu rango')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar todos' })).not.toBeInTheDocument();
  });

  it('pauses and confirms the chosen timers at once, listing each with the total', async () => {
    const user = userEvent.setup();
    const fetch = servidor(
      [
        [
          tiempo(1, 'Obrero', {
            segundos: 2 * H,
            tiempoTranscurrido: '2h 0m',
            creditos_previstos: 7,
          }),
          tiempo(2, 'Pinche', { segundos: 1200, tiempoTranscurrido: '20m' }),
          tiempo(3, 'Ajeno', { encargado: 'Jefe', puede_operar: false }),
        ],
      ],
      {
        'POST /tiempos/lote': (body) => {
          const { accion, ids } = body as { accion: string; ids: number[] };
          return jsonResponse({
            message: accion === 'pausar' ? '1 de 2 tiempos pausados.' : '2 tiempos confirmados.',
            resultados: ids.map((id) =>
              accion === 'pausar' && id === 2
                ? { id, ok: false, message: 'Este tiempo ya está pausado.' }
                : { id, ok: true, message: 'ok', deshacer_segundos: 60 },
            ),
          });
        },
        'POST /tiempos/deshacer': () =>
          jsonResponse({
            message: 'Confirmación deshecha: el tiempo de Pinche (20m) vuelve a estar pausado.',
            tiempo: {},
          }),
      },
    );
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    await screen.findByRole('listitem', { name: 'Obrero' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    const barra = screen.getByRole('region', { name: 'Tiempos seleccionados' });
    expect(within(barra).getByText('2 seleccionados')).toBeInTheDocument();

    await user.click(within(barra).getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('1 de 2 tiempos pausados.')).toBeInTheDocument();
    expect(screen.getByText('Pinche: Este tiempo ya está pausado.')).toBeInTheDocument();
    expect(JSON.parse(String(llamadas(fetch, 'POST', '/tiempos/lote')[0]![1]!.body))).toEqual({
      accion: 'pausar',
      ids: [1, 2],
    });

    await user.click(within(barra).getByRole('button', { name: 'Confirmar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar 2 tiempos' });
    const lista = within(dialogo).getByRole('list', { name: 'Tiempos a confirmar' });
    expect(
      within(lista)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Obrero: 2h 0m, 7 créditos', 'Pinche: 20m, 0 créditos']);
    expect(within(dialogo).getByText('Total: 7 créditos')).toBeInTheDocument();
    expect(
      within(dialogo).getByText('Pinche: dura menos de 1 hora, no suma créditos.'),
    ).toBeInTheDocument();
    // Like the single one, the button says that one of them pays nothing.
    await user.click(
      within(dialogo).getByRole('button', { name: 'Confirmar 1 sin créditos y 1 con créditos' }),
    );
    expect(await screen.findByText('2 tiempos confirmados.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    // Each person may be put back alone, with the seconds left shown.
    expect(screen.getByRole('button', { name: 'Deshacer Obrero' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deshacer Pinche' })).toBeInTheDocument();
    expect(screen.getByTestId('deshacer-restante')).toHaveTextContent(/^Quedan (60|59) s$/);
    await user.click(screen.getByRole('button', { name: 'Deshacer Pinche' }));
    expect(
      await screen.findByText(
        'Confirmación deshecha: el tiempo de Pinche (20m) vuelve a estar pausado.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(String(llamadas(fetch, 'POST', '/tiempos/deshacer')[0]![1]!.body))).toEqual({
      id: 2,
    });
    // Obrero's confirmation may still be undone, for the rest of its window.
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deshacer Pinche' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tiempos seleccionados' })).not.toBeInTheDocument();
  });

  it('lists who waits to be timed and attends them', async () => {
    const user = userEvent.setup();
    const fetch = servidor([[]], {
      'GET /tiempos/peticiones': () =>
        jsonResponse({
          peticiones: [
            {
              id: 9,
              usuario: 'Nuevo',
              usuario_id: 30,
              rango: 'Lavaloza',
              mision: 'Lavaloza',
              creada_en: ahora(),
              espera_segundos: 7 * 60 + 5,
              expira_en: ahora(),
              puede_atender: true,
            },
          ],
          propia: null,
          en_marcha: false,
          ahora: ahora(),
        }),
      'POST /tiempos/peticiones/9/atender': () =>
        jsonResponse({ message: 'Tiempo de Nuevo iniciado.', tiempo: {} }, 201),
    });
    renderWithProviders(<TiemposPanel user={CHEFA} />);
    const espera = await screen.findByRole('region', { name: 'En espera' });
    const nuevo = await within(espera).findByRole('listitem', { name: 'Nuevo' });
    expect(within(nuevo).getByText('Lavaloza · hace 7 min')).toBeInTheDocument();
    await user.click(within(nuevo).getByRole('button', { name: 'Atender' }));
    expect(await screen.findByText('Tiempo de Nuevo iniciado.')).toBeInTheDocument();
    expect(llamadas(fetch, 'POST', '/tiempos/peticiones/9/atender')).toHaveLength(1);
  });
});

describe('Pedir tiempo on Inicio', () => {
  it('asks, shows the wait with Retirar, and says when the request is refused', async () => {
    const user = userEvent.setup();
    let propia: object | null = null;
    servidor([[]], {
      'GET /tiempos/peticiones': () =>
        jsonResponse({ peticiones: [], propia, en_marcha: false, ahora: ahora() }),
      'POST /tiempos/peticiones': () => {
        propia = {
          id: 4,
          usuario: 'Obrero',
          usuario_id: 11,
          rango: 'Cocinero',
          mision: 'Cocinero',
          creada_en: ahora(),
          espera_segundos: 0,
          expira_en: '2030-01-01T20:30:00Z',
          puede_atender: false,
        };
        return jsonResponse(
          { message: 'Petición enviada: un encargado empezará tu tiempo.', peticion: propia },
          201,
        );
      },
      'DELETE /tiempos/peticiones/4': () => {
        propia = null;
        return jsonResponse({ message: 'Petición retirada.' });
      },
    });
    renderWithProviders(<PedirTiempoCard />);
    await user.click(await screen.findByRole('button', { name: 'Pedir tiempo' }));
    expect(
      await screen.findByText('Petición enviada: un encargado empezará tu tiempo.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^Esperando a un encargado \(hace menos de 1 min\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirar petición' }));
    expect(await screen.findByText('Petición retirada.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pedir tiempo' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in Spanish', async () => {
    const user = userEvent.setup();
    servidor([[]], {
      'POST /tiempos/peticiones': () => jsonResponse({ message: 'Estás de ausencia.' }, 409),
    });
    renderWithProviders(<PedirTiempoCard />);
    await user.click(await screen.findByRole('button', { name: 'Pedir tiempo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Estás de ausencia.');
  });
});
