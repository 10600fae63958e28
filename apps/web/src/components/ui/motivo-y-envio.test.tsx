import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { crearTema } from '@/app/theme';
import { MotivoYEnvio } from './motivo-y-envio';

function Formulario({ onSubmit }: { onSubmit: () => void }) {
  const [motivo, setMotivo] = useState('');
  return (
    <MantineProvider theme={crearTema(false)} env="test">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <MotivoYEnvio
          etiqueta="Motivo"
          placeholder="Por qué"
          filas={2}
          motivo={motivo}
          onChange={setMotivo}
          errorMotivo="Escribe el motivo."
          errorEnvio="Sin conexión"
          exito="Registrado"
          enviar="Despedir"
          color="red"
          cargando={false}
        />
      </form>
    </MantineProvider>
  );
}

describe('MotivoYEnvio', () => {
  it('shows a required reason of up to 500 characters, the alerts and the button', () => {
    render(<Formulario onSubmit={() => {}} />);
    const motivo = screen.getByRole('textbox', { name: 'Motivo' });
    // Marked as required with an asterisk; the form checks it, not the browser.
    expect(screen.getByText('Motivo').closest('label')).toHaveTextContent('Motivo *');
    expect(motivo).toHaveAttribute('maxlength', '500');
    expect(motivo).toHaveAttribute('rows', '2');
    expect(motivo).toHaveAttribute('placeholder', 'Por qué');
    expect(motivo).toHaveAccessibleDescription('Escribe el motivo.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión');
    expect(screen.getByText('Registrado')).toBeInTheDocument();
    // Fields, then alerts, then the button.
    const alerta = screen.getByRole('alert');
    const boton = screen.getByRole('button', { name: 'Despedir' });
    expect(motivo.compareDocumentPosition(alerta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alerta.compareDocumentPosition(boton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('reports what is typed and sends the form', async () => {
    const onSubmit = vi.fn();
    render(<Formulario onSubmit={onSubmit} />);
    const motivo = screen.getByRole('textbox', { name: 'Motivo' });
    await userEvent.type(motivo, 'Faltas');
    // The field is controlled: the text shows only if it reached the state.
    expect(motivo).toHaveValue('Faltas');
    await userEvent.click(screen.getByRole('button', { name: 'Despedir' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
