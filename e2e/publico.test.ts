import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horaLocal, instanteLocal } from '@mchabbo/shared/aperturas/horario';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
  // A board member to show beside the owner.
  await escenario.crearCuenta('Presi', 'clave-presi-1', 'Presidente');
});
afterAll(() => escenario?.cerrar());

describe('landing page', () => {
  it('shows the administration, the game schedules and three news cards', async () => {
    const { context, page } = await escenario.nuevaPagina();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Bienvenido a McHabbo' }).waitFor();
    const admin = page.locator('section', {
      has: page.getByRole('heading', { name: 'Administración' }),
    });
    await admin.getByText('Presi', { exact: true }).waitFor();
    expect(await admin.getByText('Dueno', { exact: true }).isVisible()).toBe(true);
    expect(await admin.getByText('Presidente').first().isVisible()).toBe(true);

    const horarios = page.locator('section', {
      has: page.getByRole('heading', { name: 'Horarios' }),
    });
    // The default schedule, 20:00 in Madrid, on each country's clock today (Openings 34.2).
    const inicio = instanteLocal(new Date().toISOString().slice(0, 10), '20:00', 'Europe/Madrid');
    for (const [pais, zona] of [
      ['España', 'Europe/Madrid'],
      ['Argentina', 'America/Argentina/Buenos_Aires'],
      ['Brasil', 'America/Sao_Paulo'],
      ['Chile', 'America/Santiago'],
    ] as const) {
      const tarjeta = horarios.getByRole('listitem').filter({ hasText: pais });
      await tarjeta.getByText(horaLocal(inicio, zona)).waitFor();
    }
    const noticias = page.locator('section', {
      has: page.getByRole('heading', { name: 'Noticias' }),
    });
    expect(await noticias.getByRole('article').count()).toBe(3);
    const year = String(new Date().getFullYear());
    expect(
      await page
        .getByText(`${year}`)
        .filter({ hasText: 'todos los derechos reservados' })
        .isVisible(),
    ).toBe(true);
    await captura(page, 'inicio-claro');

    await page.evaluate(() =>
      localStorage.setItem('preferencias', JSON.stringify({ is_app: false, modo_claro: false })),
    );
    await page.reload();
    await admin.getByText('Presi', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await captura(page, 'inicio-oscuro');
    await context.close();
  });

  it('is in the HTML the server sends for / (not for other paths), with its inline script allowed by hash', async () => {
    const res = await fetch(`${escenario.servidor.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const texto of [
      'Bienvenido a',
      'Trabajador de la semana',
      'Argentina',
      'Abrimos nuevas plazas en cocina',
    ]) {
      expect(html, texto).toContain(texto);
    }
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '');
    expect(scriptSrc?.[1]).toBe(`'self' 'sha256-${hash}'`);

    const otra = await (await fetch(`${escenario.servidor.url}/rangos`)).text();
    expect(otra).toContain('<div id="root"></div>');
    expect(otra).not.toContain('Bienvenido a');
  });

  it('shows its text without JavaScript', async () => {
    const context = await escenario.browser.newContext({
      baseURL: escenario.servidor.url,
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(
      await page.getByRole('heading', { level: 1, name: 'Bienvenido a McHabbo' }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Horarios' }).isVisible()).toBe(true);
    expect(await page.getByText('20:00').isVisible()).toBe(true);
    await captura(page, 'inicio-sin-javascript');
    await context.close();
  });

  it('paints before its scripts load, then hydrates the same markup without errors', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    const errores = erroresDeConsola(page);
    const scripts = retenerScripts(page);
    // The scripts are held: wait for the markup, not for the page's load events.
    await page.goto('/', { waitUntil: 'commit' });
    const titulo = page.getByRole('heading', { level: 1, name: 'Bienvenido a McHabbo' });
    await titulo.waitFor();
    expect(await page.getByText('Abrimos nuevas plazas en cocina').isVisible()).toBe(true);
    const nodo = await titulo.elementHandle();
    // A tap while the scripts load is not lost: it takes effect once they have run.
    await page.getByRole('button', { name: 'Información' }).click();
    scripts.soltar();

    // Hydrated: the menu opened, the members arrive (a request only the running app
    // makes), and the heading is still the node the HTML brought.
    await page.getByRole('link', { name: 'Rangos' }).waitFor();
    await page.getByText('Presi', { exact: true }).waitFor();
    expect(await nodo?.evaluate((h) => h === document.querySelector('h1'))).toBe(true);
    expect(errores).toEqual([]);
    await context.close();
  });

  it('is not shown to a signed-in visitor, who goes on to the panel', async () => {
    const { context, page } = await escenario.nuevaPagina();
    await escenario.sesionPorApi(page, 'Presi', 'clave-presi-1');
    const errores = erroresDeConsola(page);
    const scripts = retenerScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    // The markup is there (after the head's script), but hidden.
    await page.locator('footer').waitFor({ state: 'attached' });
    expect(await page.getByText('Bienvenido a', { exact: false }).isVisible()).toBe(false);
    scripts.soltar();
    await page.waitForURL('**/mchabbo');
    expect(errores).toEqual([]);
    await context.close();
  });

  it('opens the ranks page from the Información menu with seven groups', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Información' }).click();
    await page.getByRole('link', { name: 'Rangos' }).click();
    await page.waitForURL('**/rangos');
    await page.getByRole('heading', { level: 1, name: 'Rangos' }).waitFor();
    const grupos = page.getByRole('button', { name: /Nivel \d/ });
    expect(await grupos.count()).toBe(7);
    await page.getByRole('button', { name: /Supervisión/ }).click();
    await page.getByText('Chef ejecutivo Diamante').first().waitFor();
    await captura(page, 'rangos-movil');
    await context.close();
  });

  it('shows a Spanish 404 for unknown addresses and JSON 404 for unknown API paths', async () => {
    const { context, page } = await escenario.nuevaPagina();
    await page.goto('/no-existe');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    const res = await fetch(`${escenario.servidor.url}/api/no-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No existe la ruta GET /api/no-existe.' });
    await context.close();
  });
});

/** Errors the page logs, but the avatars' 404 (Habbo is answered locally with one). */
function erroresDeConsola(page: Page): string[] {
  const errores: string[] = [];
  page.on('pageerror', (error) => errores.push(String(error)));
  page.on('console', (mensaje) => {
    if (mensaje.type() !== 'error' && mensaje.type() !== 'warning') return;
    if (/habbo\.(es|com)/.test(mensaje.location().url)) return;
    errores.push(mensaje.text());
  });
  return errores;
}

/** Holds every script the page requests until `soltar()` is called. */
function retenerScripts(page: Page): { soltar(): void } {
  let soltar = () => {};
  const soltados = new Promise<void>((resolve) => (soltar = resolve));
  void page.route(/\/assets\/.*\.js$/, async (route) => {
    await soltados;
    await route.continue();
  });
  return { soltar: () => soltar() };
}
