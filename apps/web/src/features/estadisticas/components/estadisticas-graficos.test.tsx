import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Estadisticas } from '@mchabbo/shared/estadisticas/contratos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { EstadisticasGraficos } from './estadisticas-graficos';

/** Nothing in any series: 2 weeks, 7 × 24 empty cells, 2 days without requests. */
const VACIAS: Estadisticas = {
  horas_por_area: ['2026-11-23', '2026-11-30'].map((semana) => ({
    semana,
    cocina: 0,
    servicios: 0,
    limpieza: 0,
    direccion: 0,
  })),
  cobertura: {
    desde: '2026-11-02',
    hasta: '2026-11-29',
    celdas: Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0)),
  },
  espera_peticiones: ['2026-11-30', '2026-12-01'].map((dia) => ({
    dia,
    mediana_minutos: null,
    peticiones: 0,
  })),
  creditos_por_semana: ['2026-11-23', '2026-11-30'].map((semana) => ({
    semana,
    pagados: 0,
    pendientes: 0,
  })),
  capacitaciones_por_semana: ['2026-11-23', '2026-11-30'].map((semana) => ({
    semana,
    sesiones: 0,
    aprobados: 0,
  })),
  aperturas: [],
};

const conDatos = (e: Estadisticas) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(e)),
  );

describe('EstadisticasGraficos (docs/reglas.md, Statistics 29.6)', () => {
  it('says a chart has nothing to show instead of drawing it, and keeps its table', async () => {
    conDatos(VACIAS);
    renderWithProviders(<EstadisticasGraficos />);
    const cobertura = await screen.findByRole('region', { name: 'Cobertura por día y hora' });
    expect(
      within(cobertura).getByText('Aún no hay turnos confirmados en estas 4 semanas.'),
    ).toBeInTheDocument();
    expect(cobertura.querySelector('svg')).toBeNull();
    expect(
      within(cobertura).getByRole('table', { name: 'Media de personas en turno por día y hora' }),
    ).toBeInTheDocument();
    for (const [region, texto] of [
      ['Horas confirmadas por semana y área', 'Aún no hay turnos confirmados en estas semanas.'],
      ['Créditos por semana', 'Aún no hay créditos en estas semanas.'],
      ['Capacitaciones por semana', 'Aún no hay capacitaciones en estas semanas.'],
      ['Espera de las peticiones de tiempo', 'Aún no hay peticiones atendidas en estas semanas.'],
    ] as const) {
      expect(within(screen.getByRole('region', { name: region })).getByText(texto)).toBeVisible();
    }
  });

  it('draws each hour of the coverage in its own cell, with the legend below the chart', async () => {
    const celdas = VACIAS.cobertura.celdas.map((fila) => [...fila]);
    celdas[4]![21] = 2; // Friday at 21:00, the busiest
    celdas[0]![20] = 0.5;
    conDatos({ ...VACIAS, cobertura: { ...VACIAS.cobertura, celdas } });
    renderWithProviders(<EstadisticasGraficos />);
    const cobertura = await screen.findByRole('region', { name: 'Cobertura por día y hora' });
    const celdasDibujadas = [...cobertura.querySelectorAll('svg rect')];
    // 7 × 24 cells, each hour a column of its own (the chart places a cell by its labels).
    const rejilla = celdasDibujadas.filter(
      (r) => r.getAttribute('width') === r.getAttribute('height'),
    );
    expect(rejilla.length).toBeGreaterThanOrEqual(7 * 24);
    const llenas = rejilla.filter((r) => /teal/.test(r.getAttribute('fill') ?? ''));
    expect(llenas).toHaveLength(2);
    // "Menos … Más" is text of the page, not cut inside the chart's drawing.
    expect(within(cobertura).getByText('Más').closest('svg')).toBeNull();
  });
});
