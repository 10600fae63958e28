import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuPorNivel } from '@mchabbo/shared/niveles/menu';
import { captura, quieta } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';
import { DUENO } from './support/server';

// docs/reglas.md, Access by level 3.11 and 3.13: every screen fits.
let escenario: Escenario;
const LARGO = 'NombreMuyLargoDeTreintaYDosLetra';

beforeAll(async () => {
  escenario = await prepararEscenario();
  await escenario.crearCuenta('Socia1', 'clave-socia-1');
  await escenario.crearCuenta(LARGO, 'clave-larga-123', 'Gerente de Proyectos');
  const { servidor, tokenDueno } = escenario;
  const hostes = await escenario.buscarMision('Hostes');
  await servidor.api('POST', '/ventas', { usuario: 'Socia1', mision: hostes?.id }, tokenDueno);
  await servidor.api('POST', '/membresias', { usuario: 'Socia1', membresia: 'VIP' }, tokenDueno);
});
afterAll(() => escenario?.cerrar());

/** How far the page scrolls sideways, in CSS px (0 when it fits). */
const desborde = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('every screen fits', () => {
  it('never scrolls sideways at 390 px: Ventas, Membresías and Misiones show cards', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    const paginas: [string, string][] = [
      ['ventas', 'Socia1'],
      ['membresias', 'Socia1'],
      ['misiones', 'Hostes'],
    ];
    for (const [ruta, tarjeta] of paginas) {
      await page.goto(`/mchabbo/${ruta}`);
      const item = page.getByRole('listitem', { name: tarjeta }).first();
      await item.waitFor();
      // Every action of the card is in view and at least 44 px tall.
      for (const boton of await item.getByRole('button').all()) {
        const caja = await boton.boundingBox();
        expect(caja && caja.x + caja.width <= 390 && caja.height >= 44, ruta).toBe(true);
      }
      expect(await page.getByRole('table').count(), ruta).toBe(0);
      expect(await desborde(page), ruta).toBe(0);
    }
    await page.goto('/mchabbo/usuarios');
    await page.getByLabel('Nombre de usuario').fill('soc');
    await page.getByRole('list', { name: 'Coincidencias' }).getByText('Socia1').click();
    await page.getByRole('article', { name: 'Socia1' }).waitFor();
    expect(await desborde(page)).toBe(0);
    await quieta(page);
    await captura(page, 'usuarios-busqueda-movil');
    await context.close();
  });

  it('keeps the header menu on screen with a long name', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(page, LARGO, 'clave-larga-123');
    await page.goto('/mchabbo');
    const boton = page.getByRole('banner').getByRole('button', { name: LARGO });
    // Polled: the shell's stand-in button is replaced by the menu's own when its code loads.
    await expect
      .poll(async () => {
        const caja = await boton.boundingBox();
        return caja ? caja.x + caja.width : Infinity;
      })
      .toBeLessThanOrEqual(390);
    expect(await desborde(page)).toBe(0);
    await boton.click();
    await page.getByRole('menuitem', { name: 'Cambio de nombre' }).click();
    await page.waitForURL('**/mchabbo/cambio-nombre');
    await captura(page, 'cabecera-nombre-largo-movil', { soloVentana: true });
    await context.close();
  });

  it("shows every entry of the owner's menu at 1366×768 without scrolling, 44 px rows in the phone drawer; groups fold", async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 1366, height: 768 });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    await page.goto('/mchabbo');
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    await menu.getByRole('link', { name: 'Inicio' }).waitFor();
    await captura(page, 'menu-dueno-escritorio', { soloVentana: true });
    const enlaces = await menu.getByRole('link').all();
    // "Inicio" and every entry the owner's menu lists (packages/shared/src/niveles/menu.ts),
    // each inside the window as it opens: no scrolling (docs/reglas.md, Access by level 3.11).
    const entradas = menuPorNivel(0).flatMap((grupo) => grupo.enlaces);
    expect(enlaces.length).toBe(1 + entradas.length);
    for (const enlace of [...enlaces, menu.getByRole('button', { name: 'Cerrar sesión' })]) {
      const caja = await enlace.boundingBox();
      const nombre = (await enlace.textContent()) ?? '';
      expect(caja && caja.y >= 0 && caja.y + caja.height <= 768, nombre).toBe(true);
    }
    // Nothing to scroll: the menu's box holds all of it.
    const desborde = await menu
      .locator('.mantine-ScrollArea-viewport')
      .evaluate((v) => v.scrollHeight - v.clientHeight);
    expect(desborde).toBeLessThanOrEqual(0);
    // Folding Administración leaves the rest of the menu within the window.
    await menu.getByRole('button', { name: 'Administración' }).click();
    expect(await menu.getByRole('link', { name: 'Ventas' }).count()).toBe(0);
    await menu.getByRole('button', { name: 'Cuenta' }).click();
    await menu.getByRole('button', { name: 'Trabajo' }).click();
    const ultimo = await menu
      .getByRole('link', { name: 'Cambio de nombre', exact: true })
      .boundingBox();
    expect(ultimo && ultimo.y + ultimo.height).toBeLessThanOrEqual(768);
    await captura(page, 'menu-dueno-plegado-escritorio', { soloVentana: true });

    // The phone drawer: every row a 44 px target.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menú de navegación' }).click();
    const cajon = page.getByRole('dialog').getByRole('navigation', { name: 'Menú lateral' });
    await cajon.getByRole('link', { name: 'Inicio' }).waitFor();
    // The groups folded above open again from their headings.
    for (const grupo of ['Cuenta', 'Trabajo', 'Administración']) {
      await cajon.getByRole('button', { name: grupo }).click();
    }
    await cajon.getByRole('link', { name: 'Ventas' }).waitFor();
    for (const fila of [
      ...(await cajon.getByRole('link').all()),
      ...(await cajon.getByRole('button').all()),
    ]) {
      const caja = await fila.boundingBox();
      expect(caja && caja.height >= 44, (await fila.textContent()) ?? '').toBe(true);
    }
    await context.close();
  });
});
