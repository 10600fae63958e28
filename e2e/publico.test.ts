import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    for (const texto of ['España', '20:00', 'Argentina', '16:00', 'Brasil', 'Chile', '15:00']) {
      expect(await horarios.getByText(texto).first().isVisible(), texto).toBe(true);
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
