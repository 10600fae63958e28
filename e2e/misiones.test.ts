import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { misionBase } from '@mchabbo/shared/misiones/catalogo';
import { captura, entrarPorModal, quieta, recargarHastaElInicio } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;

const GERENTA = { nameUser: 'Gerenta', password: 'clave-gerenta-1' };
const INVITADA = { nameUser: 'Invitada', password: 'clave-invitada-1' };

beforeAll(async () => {
  escenario = await prepararEscenario();
  // A level-2 administrator and a level-7 guest, prepared as the owner would.
  await escenario.crearCuenta(GERENTA.nameUser, GERENTA.password, 'Gerente de Proyectos');
  await escenario.crearCuenta(INVITADA.nameUser, INVITADA.password);
});
afterAll(() => escenario?.cerrar());

/** Picks an option of a Mantine Select or Autocomplete by its label. */
async function elegir(page: Page, combobox: ReturnType<Page['getByRole']>, opcion: string) {
  await combobox.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

describe('missions', () => {
  it('lets an administrator create, edit and delete a mission', async () => {
    const { context, page } = await escenario.nuevaPagina();
    await escenario.sesionPorApi(page, GERENTA.nameUser, GERENTA.password);
    await page.goto('/mchabbo/misiones');
    await page.getByRole('heading', { level: 1, name: 'Misiones' }).waitFor();
    await page.getByRole('row', { name: /Chef ejecutivo Diamante/ }).waitFor();

    // Choosing a rank, then one of its built-in missions, prefills the values.
    const nueva = page.getByRole('form', { name: 'Nueva misión' });
    await elegir(page, nueva.getByRole('combobox', { name: 'Rango' }), 'Chef ejecutivo');
    await elegir(page, nueva.getByRole('combobox', { name: 'Misión' }), 'Chef ejecutivo Oro');
    const base = misionBase('Chef ejecutivo', 'Chef ejecutivo Oro')!;
    expect(await nueva.getByRole('textbox', { name: 'Costo' }).inputValue()).toBe(
      String(base.costo),
    );
    expect(await nueva.getByRole('textbox', { name: 'Pago semanal' }).inputValue()).toBe(
      String(base.pago_semanal),
    );
    expect(await nueva.getByRole('textbox', { name: 'Requisito de horas' }).inputValue()).toBe(
      base.requisito_hrs,
    );
    // The seeded catalog already has it: the form says so before sending.
    await nueva.getByText('Ya existe una misión con ese nombre en ese rango.').waitFor();

    await nueva.getByRole('combobox', { name: 'Misión' }).fill('Chef ejecutivo Bronce');
    await page.keyboard.press('Escape');
    await nueva.getByRole('textbox', { name: 'Costo' }).fill('150');
    const creada = page.waitForResponse(
      (r) => r.url().endsWith('/api/misiones') && r.request().method() === 'POST',
    );
    await nueva.getByRole('button', { name: 'Crear' }).click();
    expect((await creada).status()).toBe(201);
    await page.getByText('Misión "Chef ejecutivo Bronce" creada.').waitFor();

    await page.getByRole('searchbox', { name: 'Buscar misión' }).fill('Bronce');
    const fila = page.getByRole('row', { name: /Chef ejecutivo Bronce/ });
    await fila.getByRole('cell', { name: '150', exact: true }).waitFor();

    // Editing loads the mission into the form, whose button now says "Actualizar".
    await fila.getByRole('button', { name: 'Editar Chef ejecutivo Bronce' }).click();
    const edicion = page.getByRole('form', { name: 'Editar misión: Chef ejecutivo Bronce' });
    expect(await edicion.getByRole('button', { name: 'Crear' }).count()).toBe(0);
    await quieta(page);
    await captura(page, 'misiones-editar');
    await edicion.getByRole('textbox', { name: 'Pago semanal' }).fill('25');
    await edicion.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByText('Misión "Chef ejecutivo Bronce" actualizada.').waitFor();
    await fila.getByRole('cell', { name: '25', exact: true }).waitFor();
    expect(await fila.getByRole('cell', { name: GERENTA.nameUser }).isVisible()).toBe(true);
    await page.getByRole('form', { name: 'Nueva misión' }).waitFor();

    // Deleting asks first.
    await fila.getByRole('button', { name: 'Eliminar Chef ejecutivo Bronce' }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Eliminar la misión?' });
    await dialogo.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Misión eliminada').waitFor();
    await fila.waitFor({ state: 'detached' });

    // Missions at the administrator's own level cannot be edited or deleted.
    await page.getByRole('searchbox', { name: 'Buscar misión' }).fill('Gerente de Proyectos');
    const propia = page.getByRole('row', { name: /Gerente de Proyectos/ });
    const eliminarPropia = propia.getByRole('button', { name: 'Eliminar Gerente de Proyectos' });
    expect(await eliminarPropia.getAttribute('aria-disabled')).toBe('true');
    await eliminarPropia.hover();
    await page
      .getByRole('tooltip', { name: 'No puedes editar misiones de tu nivel o superiores.' })
      .waitFor();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('searchbox', { name: 'Buscar misión' }).fill('');
    await quieta(page);
    await captura(page, 'misiones-movil');
    await context.close();
  });

  it("changes a guest's sidebar after they are given the mission Cocinero", async () => {
    const invitada = await escenario.nuevaPagina();
    await entrarPorModal(invitada.page, INVITADA.nameUser, INVITADA.password);
    await invitada.page.waitForURL('**/mchabbo');
    const menu = invitada.page.getByRole('navigation', { name: 'Menú lateral' });
    await menu.getByRole('group', { name: 'Cuenta' }).waitFor();
    expect(await menu.getByRole('group', { name: 'Trabajo' }).count()).toBe(0);

    const admin = await escenario.nuevaPagina();
    await escenario.sesionPorApi(admin.page, GERENTA.nameUser, GERENTA.password);
    await admin.page.goto('/mchabbo/misiones');
    await admin.page.getByRole('tab', { name: 'Asignar rango' }).click();
    const form = admin.page.getByRole('form', { name: 'Asignar rango' });
    await form.getByRole('combobox', { name: 'Persona' }).click();
    await admin.page.getByRole('option', { name: /^Invitada/ }).click();
    await elegir(admin.page, form.getByRole('combobox', { name: 'Misión' }), 'Cocinero');
    await form.getByRole('button', { name: 'Asignar misión' }).click();
    await admin.page.getByText('Misión asignada: Invitada ahora es Cocinero.').waitFor();
    await quieta(admin.page);
    await captura(admin.page, 'misiones-asignar');
    await admin.context.close();

    // The new mission ends the guest's sessions (docs/reglas.md, Sessions): her open panel
    // returns to the landing page by its next request (the live notice of her new rank may
    // already have made one), and signing in again shows the new level's menu.
    await recargarHastaElInicio(invitada.page);
    await entrarPorModal(invitada.page, INVITADA.nameUser, INVITADA.password);
    await invitada.page.waitForURL('**/mchabbo');
    const trabajo = menu.getByRole('group', { name: 'Trabajo' });
    await trabajo.waitFor();
    expect(await menu.getByRole('group', { name: 'Cuenta' }).isVisible()).toBe(true);
    expect(await trabajo.getByRole('link', { name: 'Area de Cocina' }).isVisible()).toBe(true);
    expect(await trabajo.getByRole('link', { name: 'Tiempos' }).count()).toBe(0);
    await invitada.context.close();
  });
});
