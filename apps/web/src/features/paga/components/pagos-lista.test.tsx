import { screen, within } from '@testing-library/react';
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

describe('PagosLista', () => {
  it('pays an entry: "Pagando..." until the list reloads, then Pagado and new totals', async () => {
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
    expect(within(obrero).getByRole('button', { name: 'Pagando...' })).toBeDisabled();
    const [, init] = fetch.mock.calls.find(([url]) => url.endsWith('/marcar-pagado'))!;
    expect(JSON.parse(String(init!.body))).toEqual({ id: 1 });
    responder(jsonResponse({ message: 'Estado de pago actualizado correctamente', pago: {} }));

    expect(await screen.findByText('Estado de pago actualizado correctamente')).toBeInTheDocument();
    expect(within(obrero).getByText('Pagado')).toBeInTheDocument();
    expect(within(obrero).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sinPagar).getByText('4')).toBeInTheDocument();
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
    expect(
      await screen.findByText('Hubo un error al actualizar el estado del pago'),
    ).toBeInTheDocument();
    expect(within(obrero).getByRole('button', { name: 'Pagar' })).toBeEnabled();
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
