import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Pendientes } from '@mchabbo/shared/pendientes/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { PendientesCard } from './pendientes-card';

const vacio = { total: 0, elementos: [] };
const NADA: Pendientes = {
  nombres: vacio,
  ausencias: vacio,
  pagos: vacio,
  tiempos_largos: vacio,
  propuestos_despido: vacio,
  clones: vacio,
  peticiones: vacio,
  ascensos: vacio,
  aperturas: vacio,
  revision: vacio,
  capacitaciones: vacio,
};

describe('PendientesCard (docs/reglas.md, Pending work 26.3)', () => {
  it('reads "Todo al día." when nothing waits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(NADA)),
    );
    renderWithProviders(<PendientesCard />);
    expect(await screen.findByText('Todo al día.')).toBeInTheDocument();
  });

  it('shows each group with something waiting, its first items and a link to act', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          ...NADA,
          nombres: {
            total: 7,
            elementos: [
              {
                id: 1,
                usuario: 'Meseros2',
                nombre_nuevo: 'MeserosDos',
                fecha: '2026-11-20T10:00:00Z',
              },
            ],
          },
          pagos: {
            total: 1,
            elementos: [{ id: 3, usuario: 'Cocinero1', semana: '2026-11-16', creditos: 9 }],
          },
        } satisfies Pendientes),
      ),
    );
    renderWithProviders(<PendientesCard />);
    const nombres = await screen.findByRole('region', { name: 'Cambios de nombre' });
    expect(within(nombres).getByText('Meseros2 → MeserosDos')).toBeInTheDocument();
    expect(within(nombres).getByText('y 6 más')).toBeInTheDocument();
    expect(within(nombres).getByLabelText('7 pendientes')).toBeInTheDocument();
    expect(within(nombres).getByRole('link', { name: 'Revisar solicitudes' })).toHaveAttribute(
      'href',
      '/mchabbo/cambio-nombre-admin',
    );
    const pagos = screen.getByRole('region', { name: 'Pagos de semanas cerradas' });
    expect(
      within(pagos).getByText('Cocinero1: 9 créditos, semana del 16/11/2026'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Clones sin revisar' })).not.toBeInTheDocument();
    expect(screen.queryByText('Todo al día.')).not.toBeInTheDocument();
  });

  it('names who the Habbo roster check flagged since Revisión last showed them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          ...NADA,
          revision: {
            total: 1,
            elementos: [{ usuario: 'Pepa', marcas: ['mision', 'grupo_rival'] }],
          },
        }),
      ),
    );
    renderWithProviders(<PendientesCard />);
    const grupo = await screen.findByRole('region', { name: 'Avisos de la revisión en Habbo' });
    expect(within(grupo).getByText('Pepa: misión, grupo rival')).toBeInTheDocument();
    expect(within(grupo).getByRole('link', { name: 'Ir a Revisión' })).toHaveAttribute(
      'href',
      '/mchabbo/revision',
    );
  });

  it('tells a booking of a trainer and a trained person without a rank', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          ...NADA,
          capacitaciones: {
            total: 2,
            elementos: [
              {
                tipo: 'reserva',
                usuario: 'Novato1',
                capacitacion: 'Capacitación inicial',
                inicio: '2026-11-20T18:00:00Z',
              },
              {
                tipo: 'sin_rango',
                usuario: 'Novato2',
                capacitacion: 'Capacitación inicial',
                fecha: '2026-11-19T18:00:00Z',
              },
            ],
          },
        } satisfies Pendientes),
      ),
    );
    renderWithProviders(<PendientesCard />);
    const grupo = await screen.findByRole('region', { name: 'Capacitaciones' });
    expect(within(grupo).getByText(/^Novato1: «Capacitación inicial», /)).toBeInTheDocument();
    expect(
      within(grupo).getByText('Novato2 aprobó «Capacitación inicial» y aún no tiene rango'),
    ).toBeInTheDocument();
    expect(within(grupo).getByRole('link', { name: 'Ir a Capacitaciones' })).toHaveAttribute(
      'href',
      '/mchabbo/capacitaciones',
    );
  });
});
