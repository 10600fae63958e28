import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura, quieta } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';
import { DUENO } from './support/server';

// docs/reglas.md, Pending work 26.3, and Access by level 3.12 (a guest's Inicio).
let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

describe('Inicio', () => {
  it('shows the owner what waits, live, at 1366×768 and on a phone', async () => {
    await escenario.crearCuenta('Pide1', 'clave-pide-1', 'Cocinero');
    const { context, page } = await escenario.nuevaPagina({ width: 1366, height: 768 });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    const stream = page.waitForResponse((r) => r.url().includes('/api/notificaciones/stream'));
    await page.goto('/mchabbo');
    const tarjeta = page.getByRole('region', { name: 'Pendientes' });
    await tarjeta.getByText('Todo al día.').waitFor();
    expect((await stream).status()).toBe(200);

    // A worker asks for a new name: the owner's card shows it without reloading.
    const { servidor } = escenario;
    const { access_token } = await servidor.api<{ access_token: string }>('POST', '/user/login', {
      nameUser: 'Pide1',
      password: 'clave-pide-1',
    });
    await servidor.api(
      'POST',
      '/user/change-name',
      { nameUser: 'Pide1', newName: 'PideNuevo' },
      access_token,
    );
    const nombres = tarjeta.getByRole('region', { name: 'Cambios de nombre' });
    await nombres.getByText('Pide1 → PideNuevo').waitFor();
    expect(await nombres.getByLabel('1 pendientes').isVisible()).toBe(true);
    expect(await tarjeta.getByText('Todo al día.').count()).toBe(0);
    await quieta(page);
    await captura(page, 'pendientes-escritorio', { soloVentana: true });

    await nombres.getByRole('link', { name: 'Revisar solicitudes' }).click();
    await page.waitForURL('**/mchabbo/cambio-nombre-admin');
    await context.close();

    const movil = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(movil.page, DUENO.nameUser, DUENO.password);
    await movil.page.goto('/mchabbo');
    await movil.page
      .getByRole('region', { name: 'Cambios de nombre' })
      .getByText('Pide1 → PideNuevo')
      .waitFor();
    expect(
      await movil.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    await quieta(movil.page);
    await captura(movil.page, 'pendientes-movil', { soloVentana: true });
    await movil.context.close();
  });

  it('tells a guest how to get a rank, with a link to the ranks page', async () => {
    await escenario.crearCuenta('Nueva1', 'clave-nueva-1');
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(page, 'Nueva1', 'clave-nueva-1');
    await page.goto('/mchabbo');
    await page
      .getByText('Aún no tienes rango. Mira los rangos y habla con la administración en el hotel.')
      .waitFor();
    expect(await page.getByRole('region', { name: 'Pendientes' }).count()).toBe(0);
    await captura(page, 'inicio-invitado-movil');
    await page.getByRole('link', { name: 'Ver los rangos' }).click();
    await page.waitForURL('**/rangos');
    await context.close();

    const ancha = await escenario.nuevaPagina({ width: 1366, height: 768 });
    await escenario.sesionPorApi(ancha.page, 'Nueva1', 'clave-nueva-1');
    await ancha.page.goto('/mchabbo');
    await ancha.page.getByRole('link', { name: 'Ver los rangos' }).waitFor();
    await captura(ancha.page, 'inicio-invitado-escritorio', { soloVentana: true });
    await ancha.context.close();
  });
});
