import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { crearTema } from '@/app/theme';
import { AvisosFormulario } from './avisos-formulario';

function mostrar(ui: React.ReactElement) {
  return render(
    <MantineProvider theme={crearTema(false)} env="test">
      {ui}
    </MantineProvider>,
  );
}

describe('AvisosFormulario', () => {
  it('shows nothing while there is nothing to say', () => {
    mostrar(<AvisosFormulario errorCarga={false} error={null} exito={undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors at once and a success politely, in a fixed order', () => {
    mostrar(
      <AvisosFormulario
        errorCarga="No se pudieron cargar los miembros."
        error="Error al crear la membresía"
        exito="Membresía creada"
      />,
    );
    const errores = screen.getAllByRole('alert');
    expect(errores.map((e) => e.textContent)).toEqual([
      'No se pudieron cargar los miembros.',
      'Error al crear la membresía',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Membresía creada');
    // Load problem, then the failed send, then the success.
    const [carga, envio] = errores;
    const exito = screen.getByRole('status');
    expect(carga!.compareDocumentPosition(envio!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(envio!.compareDocumentPosition(exito) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows only the alerts that have a message', () => {
    mostrar(<AvisosFormulario errorCarga={false} error="Sin conexión" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sin conexión');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
