import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { captura, quieta, textoDescargado } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';
import { DUENO } from './support/server';

let escenario: Escenario;

const GERENTA = { nameUser: 'Gerenta', password: 'clave-gerenta-1' };
const COMPRADOR = { nameUser: 'Pepito', password: 'clave-pepito-1' };
const SEGUNDO = { nameUser: 'Segundo', password: 'clave-segundo-1' };

beforeAll(async () => {
  escenario = await prepararEscenario();
  await escenario.crearCuenta(GERENTA.nameUser, GERENTA.password, 'Gerente de Proyectos');
  await escenario.crearCuenta(COMPRADOR.nameUser, COMPRADOR.password);
  await escenario.crearCuenta(SEGUNDO.nameUser, SEGUNDO.password);
});
afterAll(() => escenario?.cerrar());

async function elegir(page: Page, combobox: Locator, opcion: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: opcion }).click();
}

describe('sales', () => {
  it('sells a rank from the form, toggles its payment and promotes the buyer', async () => {
    const { context, page } = await escenario.nuevaPagina();
    await escenario.sesionPorApi(page, GERENTA.nameUser, GERENTA.password);
    await page.goto('/mchabbo/ventas');
    await page.getByRole('heading', { level: 1, name: 'Ventas' }).waitFor();
    await page.getByText('Todavía no hay ventas.').waitFor();

    const form = page.getByRole('form', { name: 'Nueva venta' });
    await form.getByRole('button', { name: 'Vender' }).click();
    await form.getByText('Selecciona un comprador.').waitFor();
    await form.getByText('Selecciona una misión.').waitFor();

    await elegir(page, form.getByRole('combobox', { name: 'Comprador' }), COMPRADOR.nameUser);
    // Only missions below the seller's level are offered.
    await form.getByRole('combobox', { name: 'Misión' }).click();
    expect(await page.getByRole('option', { name: /Gerente de Marketing/ }).count()).toBe(0);
    await page.getByRole('option', { name: /^Chef ejecutivo Oro/ }).click();
    await form.getByText('300 créditos').waitFor();
    await form.getByText('30 créditos (10 %, estimada)').waitFor();

    const venta = page.waitForResponse(
      (r) => r.url().endsWith('/api/ventas') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Vender' }).click();
    expect((await venta).status()).toBe(201);
    await form.getByText('Venta realizada con éxito').waitFor();

    const fila = page.getByRole('row', { name: new RegExp(`^${COMPRADOR.nameUser}`) });
    await fila.getByRole('button', { name: 'No' }).click();
    await page.getByText('Estado de pago actualizado correctamente').waitFor();
    await fila.getByRole('button', { name: 'Sí' }).waitFor();
    expect(await fila.getByRole('cell', { name: '30', exact: true }).isVisible()).toBe(true);

    // The state is stored: it survives a reload.
    await page.reload();
    await fila.getByRole('button', { name: 'Sí' }).waitFor();

    // The export holds what the filter shows.
    await page.getByRole('searchbox', { name: 'Filtrar' }).fill('oro');
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^ventas-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await textoDescargado(archivo);
    const lineas = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe(
      'Fecha,Comprador,Vendedor,Rango,Misión,Costo,Ganancia del dueño,Monto total,Pago recibido',
    );
    expect(lineas).toHaveLength(2);
    expect(lineas[1]).toMatch(/,Pepito,Gerenta,Chef ejecutivo,Chef ejecutivo Oro,300,30,300,Sí$/);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('searchbox', { name: 'Filtrar' }).fill('');
    await quieta(page);
    await captura(page, 'ventas-movil');
    await context.close();

    // The buyer holds the new rank at once.
    const comprador = await escenario.nuevaPagina();
    await escenario.sesionPorApi(comprador.page, COMPRADOR.nameUser, COMPRADOR.password);
    await comprador.page.goto('/mchabbo/perfil');
    // Shown as the profile's mission (and again in the rank timeline below it).
    await comprador.page.getByText('Chef ejecutivo Oro').first().waitFor();
    await comprador.page.goto('/mchabbo');
    await comprador.page.getByRole('heading', { name: 'Bienvenido, Chef ejecutivo' }).waitFor();
    await comprador.context.close();
  });

  it("lets the owner set the owner's share, which the next sale uses", async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    await page.goto('/mchabbo/configuracion');
    const ajustes = page.getByRole('form', { name: 'Ajustes del restaurante' });
    const porcentaje = ajustes.getByRole('textbox', { name: 'Porcentaje del dueño' });
    expect(await porcentaje.inputValue()).toBe('10 %');
    await porcentaje.fill('150');
    await ajustes.getByText('El porcentaje del dueño debe estar entre 0 y 100.').waitFor();
    expect(await ajustes.getByRole('button', { name: 'Guardar ajustes' }).isDisabled()).toBe(true);
    await porcentaje.fill('20');
    await ajustes.getByRole('button', { name: 'Guardar ajustes' }).click();
    await ajustes.getByText('Ajustes guardados').waitFor();
    await quieta(page);
    await captura(page, 'configuracion-ajustes-movil');

    await page.goto('/mchabbo/ventas');
    const form = page.getByRole('form', { name: 'Nueva venta' });
    await elegir(page, form.getByRole('combobox', { name: 'Comprador' }), SEGUNDO.nameUser);
    await elegir(page, form.getByRole('combobox', { name: 'Misión' }), /^Gerente de Calidad/);
    await form.getByText('280 créditos (20 %)').waitFor();
    await form.getByRole('button', { name: 'Vender' }).click();
    await form.getByText('Venta realizada con éxito').waitFor();
    // A phone shows each sale as a card (docs/reglas.md, Access by level 3.13).
    const fila = page.getByRole('listitem', { name: SEGUNDO.nameUser });
    await fila.getByText(/dueño 280 · total 1400/).waitFor();
    expect(await fila.getByRole('button', { name: 'No' }).isVisible()).toBe(true);
    await context.close();
  });

  it('offers only who may buy, with rank and area, and asks before lowering a rank', async () => {
    await escenario.crearCuenta('Subchef1', 'clave-subchef-1', 'Sub chef');
    await escenario.crearCuenta('Echado1', 'clave-echado-1', 'Cocinero');
    await escenario.servidor.api(
      'POST',
      '/despido',
      { usuario: 'Echado1', motivo: 'Faltas' },
      escenario.tokenDueno,
    );

    // The picker (docs/reglas.md, Finding people 27.4): rank and area, part of a name, no dismissed.
    const ancha = await escenario.nuevaPagina({ width: 1366, height: 768 });
    await escenario.sesionPorApi(ancha.page, GERENTA.nameUser, GERENTA.password);
    await ancha.page.goto('/mchabbo/ventas');
    const comprador = ancha.page
      .getByRole('form', { name: 'Nueva venta' })
      .getByRole('combobox', { name: 'Comprador' });
    await comprador.click();
    await comprador.fill('SUBCH');
    const opcion = ancha.page.getByRole('option', { name: 'Subchef1' });
    await opcion.getByText('Sub chef · Cocina').waitFor();
    expect(await ancha.page.getByRole('option').count()).toBe(1);
    await quieta(ancha.page);
    await captura(ancha.page, 'selector-persona-escritorio', { soloVentana: true });
    await comprador.fill('echa');
    await ancha.page.getByText('Nadie coincide').waitFor();
    await ancha.context.close();

    // On a phone: the buyer's rank under the picker, then the dialog (Sales 10.9).
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    // The form asks before sending: no refused request, nothing in the console.
    const errores: string[] = [];
    page.on('console', (m) => {
      // Habbo's avatar hosts are unreachable here: only the page's own errors count.
      const ajeno = !m.location().url.startsWith(escenario.servidor.url);
      if (m.type() === 'error' && !(ajeno && m.text().startsWith('Failed to load resource'))) {
        errores.push(m.text());
      }
    });
    const ventas: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/ventas') && r.request().method() === 'POST') {
        ventas.push(r.status());
      }
    });
    await escenario.sesionPorApi(page, GERENTA.nameUser, GERENTA.password);
    await page.goto('/mchabbo/ventas');
    const form = page.getByRole('form', { name: 'Nueva venta' });
    await elegir(page, form.getByRole('combobox', { name: 'Comprador' }), 'Subchef1');
    await form.getByText('Rango actual: Sub chef · Cocina').waitFor();
    await elegir(page, form.getByRole('combobox', { name: 'Misión' }), /^Hostes/);
    await form.getByRole('button', { name: 'Vender' }).click();
    const dialogo = page.getByRole('dialog', { name: 'La venta baja de rango' });
    await dialogo.getByText('Esta venta bajaría a Subchef1 de Sub chef a Hostes.').waitFor();
    await quieta(page);
    await captura(page, 'venta-descenso-movil', { soloVentana: true });
    const venta = page.waitForResponse(
      (r) => r.url().endsWith('/api/ventas') && r.request().method() === 'POST',
    );
    await dialogo.getByRole('button', { name: 'Vender igualmente' }).click();
    expect((await venta).status()).toBe(201);
    await form.getByText('Venta realizada con éxito').waitFor();
    await page.getByRole('listitem', { name: 'Subchef1' }).getByText('Hostes').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(ventas).toEqual([201]);
    expect(errores).toEqual([]);
    await context.close();
  });
});
