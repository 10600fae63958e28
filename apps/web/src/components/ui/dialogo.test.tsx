import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { crearTema } from '@/app/theme';
import { Dialogo } from './dialogo';

function mostrar(ui: React.ReactElement) {
  return render(
    <MantineProvider theme={crearTema(false)} env="test">
      {ui}
    </MantineProvider>,
  );
}

describe('Dialogo', () => {
  it('shows its title, body and the closing and confirming buttons, confirm focused', async () => {
    const onConfirmar = vi.fn();
    const onCerrar = vi.fn();
    mostrar(
      <Dialogo
        opened
        titulo="¿Eliminar la misión?"
        confirmar="Eliminar"
        onConfirmar={onConfirmar}
        onCerrar={onCerrar}
      >
        <p>No se puede deshacer.</p>
      </Dialogo>,
    );
    const dialogo = await screen.findByRole('dialog', { name: '¿Eliminar la misión?' });
    expect(within(dialogo).getByText('No se puede deshacer.')).toBeInTheDocument();
    const confirmar = within(dialogo).getByRole('button', { name: 'Eliminar' });
    expect(confirmar).toHaveFocus();
    await userEvent.click(confirmar);
    expect(onConfirmar).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(onCerrar).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onCerrar = vi.fn();
    mostrar(
      <Dialogo opened titulo="¿Salir?" cerrar="No" confirmar="Sí" onCerrar={onCerrar}>
        <p>Texto</p>
      </Dialogo>,
    );
    await screen.findByRole('dialog', { name: '¿Salir?' });
    await userEvent.keyboard('{Escape}');
    expect(onCerrar).toHaveBeenCalled();
  });

  it('while sending, neither button can be pressed again; a failure is announced', async () => {
    const onConfirmar = vi.fn();
    mostrar(
      <Dialogo
        opened
        titulo="¿Cancelar este tiempo?"
        cerrar="Volver"
        confirmar="Cancelar tiempo"
        onConfirmar={onConfirmar}
        onCerrar={() => {}}
        cargando
        error="Error al eliminar el tiempo"
      >
        <p>Texto</p>
      </Dialogo>,
    );
    const dialogo = await screen.findByRole('dialog', { name: '¿Cancelar este tiempo?' });
    expect(within(dialogo).getByRole('button', { name: 'Volver' })).toBeDisabled();
    const confirmar = within(dialogo).getByRole('button', { name: 'Cancelar tiempo' });
    expect(confirmar).toBeDisabled();
    await userEvent.click(confirmar);
    expect(onConfirmar).not.toHaveBeenCalled();
    expect(within(dialogo).getByRole('alert')).toHaveTextContent('Error al eliminar el tiempo');
  });

  it('with only a closing button, shows no confirming one', async () => {
    mostrar(
      <Dialogo opened titulo="Desligar" cerrar="Cerrar" onCerrar={() => {}}>
        <p>No tienes tiempos a tu cargo.</p>
      </Dialogo>,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Desligar' });
    // The modal's own close icon is labelled too; the row holds one text button.
    expect(within(dialogo).getAllByRole('button', { name: 'Cerrar' }).length).toBeGreaterThan(0);
    expect(within(dialogo).queryByRole('button', { name: /Sí|Eliminar/ })).toBeNull();
  });

  it('submits the form of its body from the confirming button and from Enter', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    mostrar(
      <Dialogo
        opened
        titulo="Ajustar tiempo"
        cerrar="Volver"
        confirmar="Guardar ajuste"
        formulario="f-ajuste"
        foco="ninguno"
        onCerrar={() => {}}
      >
        <form id="f-ajuste" onSubmit={onSubmit}>
          <TextInput label="Minutos" data-autofocus />
        </form>
      </Dialogo>,
    );
    const dialogo = await screen.findByRole('dialog', { name: 'Ajustar tiempo' });
    const minutos = within(dialogo).getByRole('textbox', { name: 'Minutos' });
    expect(minutos).toHaveFocus();
    await userEvent.type(minutos, '30{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Guardar ajuste' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
