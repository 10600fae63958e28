import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import { personaResumen } from '@/test/datos';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { AscensoForm } from './ascenso-form';

const ANA: PersonaResumen = personaResumen('Ana', { id: 5 });

describe('AscensoForm (docs/reglas.md, Promotions 28.7)', () => {
  it('says a person is short of the minimum days before sending anything', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.includes('/user/elegibles')) return jsonResponse([ANA]);
      if (url.includes('/ascensos/candidato')) {
        return jsonResponse({
          usuario: 'Ana',
          rango: 'Cocinero',
          mision: 'Cocinero',
          dias_en_rango: 2,
          dias_minimos: 7,
          misiones: [{ id: 9, rango: 'Sub chef', mision: 'Sub chef' }],
        });
      }
      return jsonResponse({ message: 'no' }, 500);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AscensoForm nivel={3} />);
    await user.click(screen.getByRole('combobox', { name: 'Persona' }));
    await user.click(await screen.findByRole('option', { name: 'Ana' }));
    expect(await screen.findByText(/podrás proponerlo cuando los cumpla/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Nuevo puesto' }));
    await user.click(await screen.findByRole('option', { name: 'Sub chef' }));
    await user.type(screen.getByLabelText(/Motivo/), 'Constante');
    await user.click(screen.getByRole('button', { name: 'Proponer' }));
    expect(
      await screen.findByText('Ana lleva 2 días en su rango; el mínimo es 7.'),
    ).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
