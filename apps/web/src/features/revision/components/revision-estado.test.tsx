import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RevisionVista } from '@mchabbo/shared/revision/contratos';
import { renderWithProviders } from '@/test/render';
import { hace, RevisionEstado } from './revision-estado';

const MIN = 60_000;
const vista = (cambios: Partial<RevisionVista>): RevisionVista => ({
  revisado_en: null,
  habbo_disponible: true,
  ultimo_intento: null,
  en_curso: null,
  filas: [],
  ...cambios,
});

describe('RevisionEstado', () => {
  it('says when Habbo could not be read, with the age of the rows shown', () => {
    const ahora = Date.now();
    renderWithProviders(
      <RevisionEstado
        vista={vista({
          habbo_disponible: false,
          ultimo_intento: new Date(ahora - 5 * MIN).toISOString(),
          revisado_en: new Date(ahora - 3 * 60 * MIN).toISOString(),
        })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo consultar Habbo (último intento hace 5 min). Se muestran los últimos datos, de hace 3 h.',
    );
  });

  it('shows the running round as "N de M" with a bar, and its button busy', () => {
    renderWithProviders(
      <RevisionEstado vista={vista({ en_curso: { revisados: 12, total: 40 } })} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Revisando en Habbo: 12 de 40 personas…');
    expect(
      screen.getByRole('progressbar', { name: 'Progreso de la revisión' }),
    ).toBeInTheDocument();
  });

  it('words ages in minutes, hours, then days', () => {
    const ahora = Date.parse('2026-12-08T12:00:00Z');
    expect(hace('2026-12-08T11:59:30Z', ahora)).toBe('hace 0 min');
    expect(hace('2026-12-08T09:00:00Z', ahora)).toBe('hace 3 h');
    expect(hace('2026-12-05T12:00:00Z', ahora)).toBe('hace 3 días');
  });
});
