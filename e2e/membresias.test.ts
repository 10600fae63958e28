import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura, quieta } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;

const GERENTA = { nameUser: 'Gerenta', password: 'clave-gerenta-1' };
const SOCIA = { nameUser: 'Socia', password: 'clave-socia-1' };

beforeAll(async () => {
  escenario = await prepararEscenario();
  await escenario.crearCuenta(GERENTA.nameUser, GERENTA.password, 'Gerente de Proyectos');
  await escenario.crearCuenta(SOCIA.nameUser, SOCIA.password);
});
afterAll(() => escenario?.cerrar());

describe('memberships', () => {
  it('creates a membership once a member and a membership are chosen, then deletes it', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(page, GERENTA.nameUser, GERENTA.password);
    await page.goto('/mchabbo/membresias');
    await page.getByRole('heading', { level: 1, name: 'Membresías' }).waitFor();
    await page.getByText('Todavía no hay membresías.').waitFor();

    const form = page.getByRole('form', { name: 'Nueva membresía' });
    const guardar = form.getByRole('button', { name: 'Guardar membresía' });
    expect(await guardar.isDisabled()).toBe(true);
    await form.getByRole('combobox', { name: 'Miembro' }).click();
    await page.getByRole('option', { name: SOCIA.nameUser }).click();
    expect(await guardar.isDisabled()).toBe(true);
    await form.getByRole('combobox', { name: 'Membresía' }).click();
    await page.getByRole('option', { name: /^VIP/ }).click();
    expect(await guardar.isDisabled()).toBe(false);
    await form.getByRole('textbox', { name: 'Requisito de horas' }).fill('3h');
    await form.getByRole('textbox', { name: 'Requisito de veces' }).fill('3');

    const creada = page.waitForResponse(
      (r) => r.url().endsWith('/api/membresias') && r.request().method() === 'POST',
    );
    await guardar.click();
    expect((await creada).status()).toBe(201);
    await form.getByText('Membresía creada correctamente').waitFor();
    expect(await guardar.isDisabled()).toBe(true);

    // A phone shows each membership as a card (docs/reglas.md, Access by level 3.13).
    const fila = page.getByRole('listitem', { name: SOCIA.nameUser });
    await fila.getByText('Activa').waitFor();
    expect(await fila.getByText(`${SOCIA.nameUser} · VIP`).isVisible()).toBe(true);
    expect(await fila.getByText(/3h × 3 veces/).isVisible()).toBe(true);
    await quieta(page);
    await captura(page, 'membresias-movil');

    await fila.getByRole('button', { name: `Eliminar membresía VIP de ${SOCIA.nameUser}` }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Eliminar la membresía?' });
    await dialogo.getByText(`Se eliminará la membresía VIP de ${SOCIA.nameUser}.`).waitFor();
    const borrada = page.waitForResponse(
      (r) => r.url().includes('/api/membresias/') && r.request().method() === 'DELETE',
    );
    await dialogo.getByRole('button', { name: 'Eliminar' }).click();
    expect((await borrada).status()).toBe(200);
    await page.getByText('Membresía eliminada').waitFor();
    await fila.waitFor({ state: 'detached' });
    await page.getByText('Todavía no hay membresías.').waitFor();
    await context.close();
  });
});
