import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

/** The "Advertencias" card of the page (Usuarios lookup or Perfil). */
const tarjetaAdvertencias = (page: Page) =>
  page.getByRole('region', { name: 'Advertencias', exact: true });

describe('warnings', () => {
  it('a manager warns a worker through the form, the worker reads it on Perfil, three make a proposal for dismissal and retiring one undoes it', async () => {
    await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
    await escenario.crearCuenta('ChefOro', 'clave-chef-oro-1', 'Chef ejecutivo Oro');

    const gerente = await escenario.nuevaPagina({ width: 1280, height: 900 });
    const { page } = gerente;
    await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
    await page.goto('/mchabbo/usuarios?nombre=ChefOro');
    const tarjeta = tarjetaAdvertencias(page);
    await tarjeta.getByText('Sin advertencias.').waitFor();

    // An empty reason is refused in the form: nothing reaches the server (rulebook, Warnings).
    const enviadas: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/advertencias')) enviadas.push(r.url());
    });
    await tarjeta.getByRole('button', { name: 'Advertir' }).click();
    await tarjeta.getByText('Escribe el motivo de la advertencia.').waitFor();
    expect(enviadas).toEqual([]);

    await tarjeta
      .getByRole('textbox', { name: 'Motivo de la advertencia' })
      .fill('Llegó tarde a su turno del sábado');
    const creada = page.waitForResponse(
      (r) => r.url().endsWith('/api/advertencias') && r.request().method() === 'POST',
    );
    await tarjeta.getByRole('button', { name: 'Advertir' }).click();
    expect((await creada).status()).toBe(201);
    await tarjeta.getByText('Advertencia registrada').waitFor();
    const item = tarjeta.getByRole('listitem').filter({ hasText: 'Llegó tarde' });
    await item.getByText('Activa', { exact: true }).waitFor();
    expect(await item.getByText('por Gerenta').isVisible()).toBe(true);
    // The form is ready for the next one.
    expect(
      await tarjeta.getByRole('textbox', { name: 'Motivo de la advertencia' }).inputValue(),
    ).toBe('');
    await captura(page, 'advertencias-usuarios');

    // The worker reads it on Perfil, with no form and nothing to retire.
    const trabajador = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(trabajador.page, 'ChefOro', 'clave-chef-oro-1');
    await trabajador.page.goto('/mchabbo/perfil');
    const propia = tarjetaAdvertencias(trabajador.page);
    const suya = propia.getByRole('listitem').filter({ hasText: 'Llegó tarde' });
    await suya.getByText('Activa', { exact: true }).waitFor();
    expect(await propia.getByRole('button', { name: 'Advertir' }).count()).toBe(0);
    expect(await propia.getByRole('button', { name: 'Retirar' }).count()).toBe(0);
    await captura(trabajador.page, 'advertencias-perfil-movil');

    // Two more (the default setting is 3 active warnings): proposed for dismissal.
    for (const motivo of ['No limpió su puesto', 'Faltó sin avisar']) {
      await escenario.servidor.api(
        'POST',
        '/advertencias',
        { usuario: 'ChefOro', motivo },
        escenario.tokenDueno,
      );
    }
    await page.goto('/mchabbo/despidos');
    const propuesto = page
      .getByRole('region', { name: 'Propuestos para despido' })
      .getByLabel('ChefOro');
    await propuesto.getByText('Propuesto para despido').waitFor();
    expect(await propuesto.getByText('3 advertencias activas').isVisible()).toBe(true);

    // Retiring one in the lookup: inactive, kept in the history, and no longer proposed.
    await page.goto('/mchabbo/usuarios?nombre=ChefOro');
    const retirable = tarjeta.getByRole('listitem').filter({ hasText: 'Llegó tarde' });
    const retirada = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await retirable.getByRole('button', { name: 'Retirar' }).click();
    expect((await retirada).status()).toBe(200);
    await retirable.getByText('Inactiva', { exact: true }).waitFor();
    expect(await retirable.getByRole('button', { name: 'Retirar' }).count()).toBe(0);

    await page.goto('/mchabbo/despidos');
    await page.getByText('Nadie tiene 3 o más advertencias activas.').waitFor();

    await trabajador.page.reload();
    await suya.getByText('Inactiva', { exact: true }).waitFor();

    await trabajador.context.close();
    await gerente.context.close();
  });
});
