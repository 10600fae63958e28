import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PagoListado, PagosResponse } from '@mchabbo/shared/paga/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { aCsv } from '@/lib/csv';
import { COLUMNAS_CSV_PAGOS } from '../utils/pagos';
import { PagosLista } from './pagos-lista';

const pago = (id: number, usuario: string, extra: Partial<PagoListado> = {}): PagoListado => ({
  id,
  usuario,
  usuario_id: id + 10,
  mision: 'Cocinero',
  rango: 'Cocinero',
  creditos: 7,
  pagado: false,
  semana: '2025-03-03',
  turnos: 1,
  segundos: 7800,
  tiempo: '2h 10m',
  creditos_turnos: 7,
  bono_semanal: 0,
  pagado_en: null,
  pagado_por: null,
  puede_pagar: true,
  requisito: { turnos: 1, necesarios: 0, horas_minimas: 0, cumplido: false },
  ...extra,
});

const lista = (resultados: PagoListado[]): PagosResponse => ({
  semana: '2025-03-03',
  resultados,
  total_pendiente: resultados.filter((p) => !p.pagado).reduce((s, p) => s + p.creditos, 0),
  personas_pendientes: resultados.filter((p) => !p.pagado).length,
});

/** Every call the list made to `url`'s end, with its JSON body. */
const cuerpos = (fetch: ReturnType<typeof vi.fn>, fin: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url).endsWith(fin))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('PagosLista', () => {
  it('pays an entry after its dialog: "Pagando..." until the list reloads, then Pagado', async () => {
    const user = userEvent.setup();
    let pagado = false;
    let responder: (r: Response) => void = () => {};
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.endsWith('/tiempos/marcar-pagado')) {
        return new Promise<Response>((resolve) => {
          responder = (r) => {
            pagado = true;
            resolve(r);
          };
        });
      }
      return jsonResponse(
        lista([
          pago(1, 'Obrero', pagado ? { pagado: true, pagado_en: '2025-03-04T10:00:00Z' } : {}),
          pago(2, 'Yo', { creditos: 4, puede_pagar: false }),
        ]),
      );
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<PagosLista />);

    const sinPagar = await screen.findByRole('region', { name: 'Créditos sin pagar' });
    expect(within(sinPagar).getByText('11')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Personas por pagar' })).getByText('2'),
    ).toBeInTheDocument();
    const propia = screen.getByRole('listitem', { name: 'Yo' });
    expect(within(propia).queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();

    const obrero = screen.getByRole('listitem', { name: 'Obrero' });
    await user.click(within(obrero).getByRole('button', { name: 'Pagar' }));
    // The dialog says what will happen, and that this week is still open.
    const dialogo = screen.getByRole('dialog', { name: 'Pagar 7 créditos a Obrero' });
    expect(
      within(dialogo).getByText(
        'La semana aún no ha terminado: lo que Obrero confirme después irá a otra entrada.',
      ),
    ).toBeInTheDocument();
    expect(cuerpos(fetch, '/marcar-pagado')).toEqual([]);
    await user.click(within(dialogo).getByRole('button', { name: 'Pagar' }));
    expect(within(obrero).getByRole('button', { name: 'Pagando...' })).toBeDisabled();
    expect(cuerpos(fetch, '/marcar-pagado')).toEqual([{ id: 1 }]);
    responder(jsonResponse({ message: 'Estado de pago actualizado correctamente', pago: {} }));

    expect(await screen.findByText('Estado de pago actualizado correctamente')).toBeInTheDocument();
    expect(within(obrero).getByText('Pagado')).toBeInTheDocument();
    expect(within(obrero).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sinPagar).getByText('4')).toBeInTheDocument();
  });

  it('asks without the warning for an ended week; Cancelar pays nothing', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(lista([pago(3, 'Antiguo', { semana: '2025-02-24' })])),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<PagosLista />);
    const fila = await screen.findByRole('listitem', { name: 'Antiguo' });
    await user.click(within(fila).getByRole('button', { name: 'Pagar' }));
    const dialogo = screen.getByRole('dialog', { name: 'Pagar 7 créditos a Antiguo' });
    expect(
      within(dialogo).getByText(/Semana del 24\/02\/2025 · 1 turno · 2h 10m/),
    ).toBeInTheDocument();
    expect(within(dialogo).queryByText(/La semana aún no ha terminado/)).not.toBeInTheDocument();
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cuerpos(fetch, '/marcar-pagado')).toEqual([]);
  });

  it('shows an entry without credits as "Sin créditos", with nothing to pay', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          lista([pago(4, 'Corto', { creditos: 0, creditos_turnos: 0, puede_pagar: false })]),
        ),
      ),
    );
    renderWithProviders(<PagosLista />);
    const fila = await screen.findByRole('listitem', { name: 'Corto' });
    expect(within(fila).getByText('Sin créditos')).toBeInTheDocument();
    expect(within(fila).queryByRole('button')).not.toBeInTheDocument();
    expect(within(fila).queryByText('No puedes pagarla')).not.toBeInTheDocument();
  });

  it('shows the fallback text when paying fails without a message', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/marcar-pagado')
          ? jsonResponse({}, 500)
          : jsonResponse(lista([pago(1, 'Obrero')])),
      ),
    );
    renderWithProviders(<PagosLista />);
    const obrero = await screen.findByRole('listitem', { name: 'Obrero' });
    await user.click(within(obrero).getByRole('button', { name: 'Pagar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText('Hubo un error al actualizar el estado del pago'),
    ).toBeInTheDocument();
    expect(within(obrero).getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it('finds what the list shows: the week as written, the state, the requirement', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          lista([
            pago(1, 'Nueva'),
            pago(2, 'Vieja', { semana: '2025-02-24' }),
            pago(3, 'Cobrada', { semana: '2025-02-24', pagado: true, puede_pagar: false }),
            pago(4, 'Chef', {
              semana: '2025-02-24',
              requisito: { turnos: 1, necesarios: 3, horas_minimas: 3, cumplido: false },
            }),
          ]),
        ),
      ),
    );
    renderWithProviders(<PagosLista />);
    await screen.findByRole('listitem', { name: 'Nueva' });
    // On a phone the week picker and the filter fold into one control.
    const plegado = screen.getByRole('button', { name: /Semana y filtro: Pendientes y recientes/ });
    expect(screen.queryByRole('searchbox', { name: 'Filtrar' })).not.toBeInTheDocument();
    await user.click(plegado);
    // Mantine opens the fold on the next animation frame, which a busy machine may delay.
    const campo = await screen.findByRole('searchbox', { name: 'Filtrar' });
    const nombres = () =>
      screen.queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
    for (const [texto, esperados] of [
      ['24/02', ['Vieja', 'Cobrada', 'Chef']],
      ['03/03/2025', ['Nueva']],
      ['pendiente', ['Nueva', 'Vieja', 'Chef']],
      ['PAGADO', ['Cobrada']],
      ['1 de 3 turnos', ['Chef']],
      ['2h 10m', ['Nueva', 'Vieja', 'Cobrada', 'Chef']],
    ] as const) {
      // Pasted whole: typing key by key re-filters the list at each one, which is slow
      // on a loaded machine and proves nothing more.
      await user.clear(campo);
      await user.paste(texto);
      await waitFor(() => expect(nombres(), texto).toEqual(esperados));
    }
    expect(plegado).toHaveAccessibleName(/«2h 10m»/);
  });

  it('pays a whole ended week after listing each person and amount', async () => {
    const user = userEvent.setup();
    const semana = '2025-02-24';
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/tiempos/pagar-semana')
        ? jsonResponse({
            message: 'Pagaste 2 entradas de la semana del 24/02/2025: 17 créditos.',
            semana,
            pagadas: 2,
            creditos: 17,
            omitidas: [{ usuario: 'Yo', motivo: 'No puedes pagarte a ti mismo.' }],
          })
        : jsonResponse({
            ...lista([
              pago(1, 'Ana', { semana }),
              pago(2, 'Beto', { semana, creditos: 10 }),
              pago(3, 'Corto', { semana, creditos: 0, puede_pagar: false }),
              pago(4, 'Yo', { semana, puede_pagar: false }),
            ]),
            semana: '2025-03-03',
          }),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<PagosLista />, { url: `/?semana=${semana}` });
    await user.click(
      await screen.findByRole('button', { name: 'Pagar todos (2 personas, 17 créditos)' }),
    );
    const dialogo = screen.getByRole('dialog', { name: 'Pagar la semana del 24/02/2025' });
    const lista_ = within(dialogo).getByRole('list', { name: 'Personas a pagar' });
    expect(
      within(lista_)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ana7 créditos', 'Beto10 créditos']);
    await user.click(within(dialogo).getByRole('button', { name: 'Pagar todos' }));
    expect(
      await screen.findByText(
        'Pagaste 2 entradas de la semana del 24/02/2025: 17 créditos. Sin pagar: Yo (No puedes pagarte a ti mismo).',
      ),
    ).toBeInTheDocument();
    expect(cuerpos(fetch, '/pagar-semana')).toEqual([{ semana }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no "Pagar todos" while the week is in course', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(lista([pago(1, 'Ana')]))),
    );
    renderWithProviders(<PagosLista />, { url: '/?semana=2025-03-03' });
    expect(
      await screen.findByText('La semana aún no ha terminado: podrás pagarla entera cuando acabe.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar todos/ })).not.toBeInTheDocument();
  });

  it('exports quoted CSV cells', () => {
    const csv = aCsv(COLUMNAS_CSV_PAGOS, [
      pago(1, 'Ana, "la jefa"', {
        bono_semanal: 70,
        creditos: 77,
        mision: 'Chef ejecutivo Diamante',
      }),
    ]);
    const [cabecera, fila] = csv.trim().split('\r\n');
    expect(cabecera).toBe(
      'Trabajador,Rango,Misión,Semana,Turnos,Tiempo,Créditos por turnos,Pago semanal,Créditos,Estado,Pagado el,Pagado por',
    );
    expect(fila).toBe(
      '"Ana, ""la jefa""",Cocinero,Chef ejecutivo Diamante,03/03/2025,1,2h 10m,7,70,77,Pendiente,,',
    );
  });
});
