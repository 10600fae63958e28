import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';
import { DUENO } from './support/server';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

const ESCRITORIO = { width: 1280, height: 800 };
const MOVIL = { width: 390, height: 844 };
/** A short window: the owner's sidebar (every group) is taller than this. */
const BAJA = 500;

/** The footer's bottom edge and the window's height, in CSS pixels. */
async function bordeDelPie(page: Page) {
  const pie = page.locator('footer');
  await pie.waitFor();
  return pie.evaluate((el) => ({
    abajo: el.getBoundingClientRect().bottom,
    alto: window.innerHeight,
    desbordaVentana: document.documentElement.scrollHeight > window.innerHeight,
  }));
}

/** Where `enlace` is, against the box of the `menu` that holds it and the window. */
async function posiciones(menu: Locator, enlace: Locator) {
  const [caja, link] = await Promise.all([menu.boundingBox(), enlace.boundingBox()]);
  return { caja: caja!, link: link!, ventana: menu.page().viewportSize()! };
}

/**
 * The last link of the owner's menu starts below the window; scrolled into view inside
 * the menu (not the page), it is fully visible and a click opens its page.
 */
async function ultimoEnlaceAlcanzable(page: Page, menu: Locator, nombre: string) {
  const enlace = menu.getByRole('link', { name: 'Cambio de nombre', exact: true });
  const antes = await posiciones(menu, enlace);
  expect(antes.link.y + antes.link.height).toBeGreaterThan(antes.ventana.height);

  await enlace.scrollIntoViewIfNeeded();
  const despues = await posiciones(menu, enlace);
  expect(despues.link.y).toBeGreaterThanOrEqual(despues.caja.y - 1);
  expect(despues.link.y + despues.link.height).toBeLessThanOrEqual(
    Math.min(despues.caja.y + despues.caja.height, despues.ventana.height) + 1,
  );
  // The menu scrolled, not the page behind it.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await captura(page, nombre, { soloVentana: true });

  await enlace.click();
  await page.waitForURL('**/mchabbo/cambio-nombre-admin');
  await page.getByRole('heading', { level: 1, name: 'Solicitudes de cambio de nombre' }).waitFor();
}

describe('page layout', () => {
  for (const [nombre, viewport] of [
    ['escritorio', ESCRITORIO],
    ['movil', MOVIL],
  ] as const) {
    it(`keeps the footer at the bottom of the window on short pages (${nombre})`, async () => {
      const { context, page } = await escenario.nuevaPagina(viewport);

      await page.goto('/no-existe');
      await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
      const publico = await bordeDelPie(page);
      expect(publico.desbordaVentana).toBe(false);
      expect(Math.abs(publico.abajo - publico.alto)).toBeLessThanOrEqual(1);
      await captura(page, `pie-publico-${nombre}`);

      await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
      await page.goto('/mchabbo/no-existe');
      await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
      const privado = await bordeDelPie(page);
      expect(privado.desbordaVentana).toBe(false);
      expect(Math.abs(privado.abajo - privado.alto)).toBeLessThanOrEqual(1);
      await captura(page, `pie-panel-${nombre}`);
      await context.close();
    });
  }

  it("scrolls the owner's long sidebar within itself on a short window", async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 1280, height: BAJA });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    await page.goto('/mchabbo');
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    await menu.getByRole('link', { name: 'Inicio' }).waitFor();
    await ultimoEnlaceAlcanzable(page, menu, 'menu-lateral-baja-escritorio');
    await context.close();
  });

  it("scrolls the owner's long menu within the phone drawer on a short window", async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: BAJA });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    await page.goto('/mchabbo');
    await page.getByRole('button', { name: 'Menú de navegación' }).click();
    const cajon = page.getByRole('dialog');
    const menu = cajon.getByRole('navigation', { name: 'Menú lateral' });
    await menu.getByRole('link', { name: 'Inicio' }).waitFor();
    // Wait for the drawer's slide-in to end before measuring.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    await ultimoEnlaceAlcanzable(page, cajon, 'menu-movil-baja');
    await cajon.waitFor({ state: 'hidden' });
    await context.close();
  });
});
