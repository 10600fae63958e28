import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AJUSTES_COMUNES, ajustesFalsos } from '@/test/ajustes';
import { renderWithProviders } from '@/test/render';
import { AjustesCard } from './ajustes-card';

const AJUSTES = {
  ...AJUSTES_COMUNES,
  deshacer_segundos: 60,
  peticion_minutos: 30,
};

describe('AjustesCard', () => {
  it('validates as the user types and saves the settings', async () => {
    const user = userEvent.setup();
    const fetch = ajustesFalsos(AJUSTES);
    renderWithProviders(<AjustesCard />);
    const porcentaje = await screen.findByRole('textbox', { name: 'Porcentaje del dueño' });
    expect(porcentaje).toHaveValue('10 %');

    await user.clear(porcentaje);
    expect(
      await screen.findByText('El porcentaje del dueño debe ser un número.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar ajustes' })).toBeDisabled();

    await user.type(porcentaje, '15');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ ...AJUSTES, porcentaje_dueno: 15 });
  });

  it('edits the warnings before a dismissal proposal and the days before inactivity', async () => {
    const user = userEvent.setup();
    const fetch = ajustesFalsos(AJUSTES);
    renderWithProviders(<AjustesCard />);
    const dias = await screen.findByRole('textbox', { name: 'Días sin turno para estar inactivo' });
    await user.clear(dias);
    await user.type(dias, '91');
    expect(
      await screen.findByText('Los días de inactividad deben estar entre 1 y 90.'),
    ).toBeInTheDocument();
    await user.clear(dias);
    await user.type(dias, '10');
    const adv = screen.getByRole('textbox', { name: 'Advertencias para proponer un despido' });
    await user.clear(adv);
    await user.type(adv, '4');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({
      advertencias_max: 4,
      dias_inactividad: 10,
    });
  }, 15_000);

  it('edits the window to undo a confirmation and how long a request to be timed waits', async () => {
    const user = userEvent.setup();
    const fetch = ajustesFalsos(AJUSTES);
    renderWithProviders(<AjustesCard />);
    const deshacer = await screen.findByRole('textbox', {
      name: 'Segundos para deshacer una confirmación',
    });
    expect(deshacer).toHaveValue('60');
    await user.clear(deshacer);
    await user.type(deshacer, '5');
    expect(
      await screen.findByText('El tiempo para deshacer debe estar entre 10 y 600 segundos.'),
    ).toBeInTheDocument();
    await user.type(deshacer, '0');
    const espera = screen.getByRole('textbox', {
      name: 'Minutos de espera de una petición de tiempo',
    });
    await user.clear(espera);
    await user.type(espera, '45');
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Ajustes guardados')).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toMatchObject({
      deshacer_segundos: 50,
      peticion_minutos: 45,
    });
  }, 15_000);
});
