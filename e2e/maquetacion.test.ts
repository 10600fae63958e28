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

  it('shows the footer only once the Tiempos list has arrived, so the list never pushes it down in view', async () => {
    // Enough running timers for the list to reach below a phone's window.
    for (let i = 1; i <= 5; i++) {
      await escenario.crearCuenta(`Cocinera${i}`, `clave-cocinera-${i}`, 'Cocinero');
      await escenario.servidor.api(
        'POST',
        '/tiempos/log',
        { encargado: DUENO.nameUser, usuario: `Cocinera${i}` },
        escenario.tokenDueno,
      );
    }
    const { context, page } = await escenario.nuevaPagina(MOVIL);
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    // Every layout shift of the page, with the elements that moved.
    await page.addInitScript(() => {
      const w = window as unknown as { desplazamientos: Array<{ t: number; nodos: string[] }> };
      w.desplazamientos = [];
      new PerformanceObserver((lista) => {
        for (const e of lista.getEntries() as unknown as Array<{
          startTime: number;
          sources?: Array<{ node?: Node | null }>;
        }>) {
          w.desplazamientos.push({
            t: e.startTime,
            nodos: (e.sources ?? []).map((s) => s.node?.nodeName ?? '?'),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto('/mchabbo/tiempo');
    await page.getByText('Cocinera5', { exact: true }).first().waitFor();
    const pie = await bordeDelPie(page);
    expect(pie.desbordaVentana).toBe(true);
    // A shift of our own, at the top of the page, marks the end of the load: once the
    // page has reported it, every earlier shift has been reported too.
    const marca = await page.evaluate(() => {
      const empuje = document.createElement('div');
      empuje.style.height = '40px';
      document.querySelector('main')!.prepend(empuje);
      return performance.now();
    });
    await page.waitForFunction(
      (desde) =>
        (window as unknown as { desplazamientos: Array<{ t: number }> }).desplazamientos.some(
          (d) => d.t >= desde,
        ),
      marca,
    );
    const desplazamientos = await page.evaluate(
      (hasta) =>
        (
          window as unknown as { desplazamientos: Array<{ t: number; nodos: string[] }> }
        ).desplazamientos.filter((d) => d.t < hasta),
      marca,
    );
    expect(desplazamientos.filter((d) => d.nodos.includes('FOOTER'))).toEqual([]);
    await context.close();
  });

  it("is sent with the panel's and the page's code preloaded, so its heading waits for no other script", async () => {
    const html = await (await fetch(`${escenario.servidor.url}/mchabbo/tiempo`)).text();
    const nombrados = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/g)].map(
        (m) => m[1] ?? '',
      ),
    );
    const nombrado = (patron: RegExp) => [...nombrados].some((ruta) => patron.test(ruta));
    expect(nombrado(/\/private-layout-[\w-]+\.js$/)).toBe(true);
    expect(nombrado(/\/tiempo-[\w-]+\.js$/)).toBe(true);
    expect(nombrado(/\/precargar-tiempo-[\w-]+\.js$/)).toBe(true);
    expect(nombrado(/\/landing-[\w-]+\.js$/)).toBe(false);

    const { context, page } = await escenario.nuevaPagina(MOVIL);
    const avisos: string[] = [];
    page.on('pageerror', (error) => avisos.push(String(error)));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') avisos.push(m.text());
    });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    // The page that stored the session stops loading before the requests are counted.
    await page.goto('about:blank');
    // Every asset the HTML does not name waits until the heading is shown (routing also
    // turns the HTTP cache off: each file is downloaded here, once).
    let soltar = () => {};
    const soltados = new Promise<void>((resolve) => (soltar = resolve));
    const pedidos: string[] = [];
    await page.route(/\/assets\//, async (route) => {
      const ruta = new URL(route.request().url()).pathname;
      pedidos.push(ruta);
      if (!nombrados.has(ruta)) await soltados;
      await route.continue();
    });
    await page.goto('/mchabbo/tiempo');
    await page.getByRole('heading', { level: 1, name: 'Tiempos' }).waitFor();
    await page.getByText('Cronometra los turnos de los rangos inferiores al tuyo.').waitFor();
    soltar();
    await page.getByRole('button', { name: 'Iniciar tiempo' }).waitFor();
    // Each preload was the request the page used: nothing was fetched twice.
    expect(pedidos.filter((ruta, i) => pedidos.indexOf(ruta) !== i)).toEqual([]);
    expect(avisos).toEqual([]);
    await context.close();
  });

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
