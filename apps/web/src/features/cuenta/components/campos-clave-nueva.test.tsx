import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CamposClaveNueva, errorConfirmacion } from './campos-clave-nueva';

describe('errorConfirmacion', () => {
  it('refuses a repetition that differs from a typed password', () => {
    expect(errorConfirmacion('secreta123', 'secreta124')).toBe('Las contraseñas no coinciden.');
    expect(errorConfirmacion('secreta123', '')).toBe('Las contraseñas no coinciden.');
  });

  it('says nothing when they match or no password was typed', () => {
    expect(errorConfirmacion('secreta123', 'secreta123')).toBeUndefined();
    expect(errorConfirmacion('', 'algo')).toBeUndefined();
  });
});

function Campos({
  errores = {},
  marcar,
}: {
  errores?: { confirmacion?: string };
  marcar?: boolean;
}) {
  const [clave, setClave] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  return (
    <>
      <CamposClaveNueva
        etiqueta="Nueva contraseña"
        name="newPassword"
        clave={clave}
        confirmacion={confirmacion}
        onChangeClave={setClave}
        onChangeConfirmacion={setConfirmacion}
        errores={errores}
        marcarInvalidos={marcar}
      />
      <output>{JSON.stringify({ clave, confirmacion })}</output>
    </>
  );
}

describe('CamposClaveNueva', () => {
  it('names both fields for the browser and reports what is typed', async () => {
    renderWithProviders(<Campos />);
    const clave = screen.getByLabelText('Nueva contraseña');
    const confirmacion = screen.getByLabelText('Confirmar contraseña');
    expect(clave).toHaveAttribute('name', 'newPassword');
    expect(confirmacion).toHaveAttribute('name', 'confirmacion');
    expect(clave).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmacion).toHaveAttribute('autocomplete', 'new-password');

    await userEvent.type(clave, 'ab');
    await userEvent.type(confirmacion, 'c');
    expect(screen.getByRole('status')).toHaveTextContent(
      JSON.stringify({ clave: 'ab', confirmacion: 'c' }),
    );
  });

  it('marks a field with an error aria-invalid only when asked to', () => {
    const errores = { confirmacion: 'Las contraseñas no coinciden.' };
    const { unmount } = renderWithProviders(<Campos errores={errores} marcar />);
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nueva contraseña')).not.toHaveAttribute('aria-invalid');
    unmount();

    renderWithProviders(<Campos errores={errores} />);
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).not.toHaveAttribute('aria-invalid');
  });
});
