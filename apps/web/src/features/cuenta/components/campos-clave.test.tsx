import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CamposClave, CLAVES_VACIAS, validarClaves } from './campos-clave';

describe('validarClaves', () => {
  it('asks for every field first', () => {
    expect(validarClaves(CLAVES_VACIAS)).toBe('Completa todos los campos');
    expect(validarClaves({ actual: 'vieja-clave', nueva: 'nueva-clave', repetida: '' })).toBe(
      'Completa todos los campos',
    );
    expect(validarClaves({ actual: '', nueva: 'nueva-clave', repetida: 'nueva-clave' })).toBe(
      'Completa todos los campos',
    );
  });

  it('then asks the new password and its repetition to match', () => {
    expect(validarClaves({ actual: 'vieja-clave', nueva: 'nueva-clave', repetida: 'otra' })).toBe(
      'Las nuevas claves no coinciden',
    );
  });

  it("then applies the server's rule for a new password", () => {
    expect(validarClaves({ actual: 'vieja-clave', nueva: 'corta', repetida: 'corta' })).toBe(
      'La contraseña debe tener al menos 8 caracteres.',
    );
    expect(
      validarClaves({ actual: 'vieja-clave', nueva: 'nueva-clave', repetida: 'nueva-clave' }),
    ).toBeNull();
  });
});

function Campos({ etiqueta }: { etiqueta: string }) {
  const [valores, setValores] = useState(CLAVES_VACIAS);
  return (
    <>
      <CamposClave valores={valores} onChange={setValores} etiquetaActual={etiqueta} />
      <output>{JSON.stringify(valores)}</output>
    </>
  );
}

describe('CamposClave', () => {
  it('names each field for the browser and reports what is typed', async () => {
    renderWithProviders(<Campos etiqueta="Clave temporal" />);
    const actual = screen.getByLabelText('Clave temporal');
    const nueva = screen.getByLabelText('Nueva contraseña');
    const repetida = screen.getByLabelText('Repetir nueva contraseña');
    expect(actual).toHaveAttribute('autocomplete', 'current-password');
    expect(nueva).toHaveAttribute('autocomplete', 'new-password');
    expect(repetida).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.type(actual, 'abc');
    await userEvent.type(nueva, 'de');
    await userEvent.type(repetida, 'f');
    expect(screen.getByRole('status')).toHaveTextContent(
      JSON.stringify({ actual: 'abc', nueva: 'de', repetida: 'f' }),
    );
  });
});
