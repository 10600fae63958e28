import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SelectorPersona } from './selector-persona';

describe('SelectorPersona', () => {
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

  it('offers the people by name once the list has loaded', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SelectorPersona
        label="Comprador"
        personas={['Ana', 'Beto']}
        cargando={false}
        placeholder="Elige un comprador"
        value={null}
        onChange={onChange}
      />,
    );
    const campo = screen.getByRole('combobox', { name: 'Comprador' });
    expect(campo).toHaveAttribute('placeholder', 'Elige un comprador');
    // The options exist only while the list is open.
    expect(screen.queryByRole('option', { name: 'Ana' })).not.toBeInTheDocument();
    await userEvent.click(campo);
    await userEvent.click(await screen.findByRole('option', { name: 'Beto' }));
    expect(onChange).toHaveBeenCalledWith('Beto');
  });

  it('searches by label, sends the id and says when nobody matches', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <SelectorPersona
        label="Persona"
        personas={[
          { value: '7', label: 'Ana · Cocinero' },
          { value: '9', label: 'Beto · Invitado' },
        ]}
        cargando={false}
        placeholder="Elige una persona"
        value={null}
        onChange={onChange}
      />,
    );
    const campo = screen.getByRole('combobox', { name: 'Persona' });
    await userEvent.type(campo, 'zz');
    expect(await screen.findByText('Nadie coincide')).toBeInTheDocument();
    await userEvent.clear(campo);
    await userEvent.type(campo, 'beto');
    await userEvent.click(await screen.findByRole('option', { name: 'Beto · Invitado' }));
    expect(onChange).toHaveBeenCalledWith('9');
  });
});
