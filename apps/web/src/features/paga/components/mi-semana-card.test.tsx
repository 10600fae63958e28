import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MisTiempos } from '@mchabbo/shared/tiempos/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { MiSemanaCard } from './mi-semana-card';

const mios = (extra: Partial<MisTiempos> = {}): MisTiempos => ({
  semana: '2026-11-23',
  segundos_semana: 14400,
  tiempo_semana: '4h 0m',
  segundos_total: 14400,
  tiempo_total: '4h 0m',
  creditos_pendientes: 140,
  posicion: 1,
  participantes: 3,
  requisito: { turnos: 1, necesarios: 2, horas_minimas: 2, cumplido: false },
  creditos_semana: 210,
  ultimo_pago: {
    semana: '2026-11-16',
    creditos: 70,
    pagado_por: 'Gerente1',
    pagado_en: '2026-11-24T12:00:00Z',
  },
  ...extra,
});

const responder = (datos: MisTiempos) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(datos)),
  );

describe('MiSemanaCard', () => {
  it("shows the week's progress, its credits, what is owed and the last payment", async () => {
    responder(mios());
    renderWithProviders(<MiSemanaCard nivel={3} />);
    const tarjeta = await screen.findByRole('region', { name: 'Mi semana' });
    expect(within(tarjeta).getByText('Esta semana: 1 de 2 turnos de 2 h')).toBeInTheDocument();
    expect(within(tarjeta).getByRole('progressbar', { name: 'Requisito semanal' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      within(tarjeta).getByText('Te falta 1 turno de 2 h o más para el pago semanal.'),
    ).toBeInTheDocument();
    expect(within(tarjeta).getByRole('group', { name: 'Ganados esta semana' })).toHaveTextContent(
      '210 créditos',
    );
    expect(within(tarjeta).getByRole('group', { name: 'Pendientes de cobro' })).toHaveTextContent(
      '140 créditos',
    );
    expect(
      within(tarjeta).getByText('Último pago: 70 créditos el 24/11/2026, de Gerente1.'),
    ).toBeInTheDocument();
  });

  it('tells a met requirement, a mission without weekly pay and no payment yet', async () => {
    responder(
      mios({
        requisito: { turnos: 3, necesarios: 2, horas_minimas: 2, cumplido: true },
        ultimo_pago: null,
      }),
    );
    const { unmount } = renderWithProviders(<MiSemanaCard nivel={3} />);
    expect(await screen.findByText('Esta semana: 2 de 2 turnos de 2 h')).toBeInTheDocument();
    expect(screen.getByText('Requisito cumplido: el pago semanal es tuyo.')).toBeInTheDocument();
    expect(screen.getByText('Aún no has recibido ningún pago.')).toBeInTheDocument();
    unmount();

    responder(mios({ requisito: { turnos: 2, necesarios: 0, horas_minimas: 0, cumplido: false } }));
    renderWithProviders(<MiSemanaCard nivel={5} />);
    expect(
      await screen.findByText(
        'Esta semana: 2 turnos confirmados. Tu misión no tiene pago semanal.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing to the owner, who is not paid', () => {
    responder(mios());
    renderWithProviders(<MiSemanaCard nivel={0} />);
    expect(screen.queryByRole('region', { name: 'Mi semana' })).not.toBeInTheDocument();
  });
});
