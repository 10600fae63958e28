import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MisTiempos } from '@mchabbo/shared/tiempos/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MisTiemposResumen } from './mis-tiempos-resumen';

const mios: MisTiempos = {
  semana: '2025-03-03',
  segundos_semana: 0,
  tiempo_semana: '0m',
  segundos_total: 7800,
  tiempo_total: '2h 10m',
  creditos_pendientes: 7,
  posicion: null,
  participantes: 3,
  requisito: { turnos: 0, necesarios: 0, horas_minimas: 0, cumplido: false },
  creditos_semana: 0,
  ultimo_pago: null,
};

describe('MisTiemposResumen', () => {
  it('shows own time, credits waiting and a dash without a ranking place', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(mios)),
    );
    renderWithProviders(<MisTiemposResumen nameUser="Obrero" />);
    const tiempo = await screen.findByRole('region', { name: 'Tiempo confirmado esta semana' });
    expect(within(tiempo).getByText('0m')).toBeInTheDocument();
    expect(within(tiempo).getByText('En total: 2h 10m')).toBeInTheDocument();
    const creditos = screen.getByRole('region', { name: 'Créditos por cobrar' });
    expect(within(creditos).getByText('7')).toBeInTheDocument();
    const posicion = screen.getByRole('region', { name: 'Posición en el ranking' });
    expect(within(posicion).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver ranking' })).toBeInTheDocument();
  });
});
