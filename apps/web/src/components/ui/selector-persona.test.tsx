import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { personaResumen } from '@/test/datos';
import { renderWithProviders } from '@/test/render';
import { SelectorPersona } from './selector-persona';

const persona = personaResumen;

const PERSONAS = [
  persona('Ángela'),
  persona('Beto', { nivel: 7, rango: null, mision: null, area: null }),
  persona('Hostes1', { nivel: 6, rango: 'Hostes', mision: 'Hostes', area: 'servicios' }),
];

describe('SelectorPersona (docs/reglas.md, Finding people 27.4)', () => {
  it('says the list is loading meanwhile', () => {
    renderWithProviders(
      <SelectorPersona
        label="Comprador"
        personas={undefined}
        cargando
        placeholder="Elige un comprador"
        value={null}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Comprador' })).toHaveAttribute(
      'placeholder',
      'Cargando…',
    );
  });

  it('shows each person with rank and area, and hands back the one chosen', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SelectorPersona
        label="Comprador"
        personas={PERSONAS}
        cargando={false}
        placeholder="Elige un comprador"
        value={null}
        onChange={onChange}
      />,
    );
    const campo = screen.getByRole('combobox', { name: 'Comprador' });
    expect(campo).toHaveAttribute('placeholder', 'Elige un comprador');
    // The options exist only while the list is open.
    expect(screen.queryByRole('option', { name: 'Beto' })).not.toBeInTheDocument();
    await userEvent.click(campo);
    expect(screen.getByText('Cocinero · Cocina')).toBeInTheDocument();
    expect(screen.getByText('Hostes · Servicios')).toBeInTheDocument();
    expect(screen.getByText('Invitado')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Beto' }));
    expect(onChange).toHaveBeenCalledWith('Beto', PERSONAS[1]);
  });

  it('filters by part of the name ignoring case and accents, and says when nobody matches', async () => {
    renderWithProviders(
      <SelectorPersona
        label="Persona"
        personas={PERSONAS}
        cargando={false}
        placeholder="Elige una persona"
        value={null}
        onChange={() => {}}
      />,
    );
    const campo = screen.getByRole('combobox', { name: 'Persona' });
    await userEvent.type(campo, 'zz');
    expect(await screen.findByText('Nadie coincide')).toBeInTheDocument();
    await userEvent.clear(campo);
    await userEvent.type(campo, 'ANGE');
    const [angela, ...otras] = screen.getAllByRole('option');
    expect(otras).toEqual([]);
    expect(angela).toHaveAccessibleName('Ángela');
    expect(angela).toHaveTextContent('Cocinero · Cocina');
    await userEvent.clear(campo);
    await userEvent.type(campo, 'os');
    expect(screen.getByRole('option', { name: 'Hostes1' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Beto' })).not.toBeInTheDocument();
  });
});
