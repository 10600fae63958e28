import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { horaLocal, instanteLocal } from '@mchabbo/shared/aperturas/horario';
import { captura, quieta } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';
import { DUENO } from './support/server';

// docs/reglas.md, Openings 34.2, 34.5, 34.7 and 34.9.
let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
  await escenario.crearCuenta('Abridora', 'clave-abridora-1', 'Chef ejecutivo Oro');
  await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
});
afterAll(() => escenario?.cerrar());

describe('Aperturas', () => {
  it('a manager signs up from Inicio on a phone', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(page, 'Abridora', 'clave-abridora-1');
    await page.goto('/mchabbo');
    const tarjeta = page.getByRole('region', { name: 'Aperturas' });
    await tarjeta.getByText('Sin encargado: ¿te apuntas?').waitFor();
    await tarjeta.getByRole('button', { name: 'Apuntarme a abrir' }).click();
    await tarjeta.getByText('Encargados: Abridora').waitFor();
    expect(await tarjeta.getByRole('status').textContent()).toMatch(
      /^Abridora, te apuntaste a abrir el \d\d\/\d\d \d\d:\d\d\.$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await quieta(page);
    await captura(page, 'aperturas-inicio-movil', { soloVentana: true });
    // The week's page marks it as hers.
    await page.goto('/mchabbo/aperturas');
    await page.getByText('Abres tú').first().waitFor();
    await context.close();
  });

  it('a gap shows for an administrator, at 1366×768', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 1366, height: 768 });
    await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
    await page.goto('/mchabbo');
    // Two openings start within 48 hours; Abridora took the first.
    const huecos = page.getByRole('region', { name: 'Aperturas sin encargados suficientes' });
    await huecos.getByText('(0 de 1)').waitFor();
    expect(await huecos.getByRole('link', { name: 'Ir a Aperturas' }).isVisible()).toBe(true);
    await captura(page, 'aperturas-hueco-escritorio', { soloVentana: true });
    await context.close();
  });

  it('the owner edits the week and the landing follows', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 1366, height: 768 });
    await escenario.sesionPorApi(page, DUENO.nameUser, DUENO.password);
    await page.goto('/mchabbo/aperturas');
    const editor = page.getByRole('region', { name: 'Horario semanal' });
    const horas = editor.getByLabel('Hora', { exact: true });
    await horas.first().waitFor();
    expect(await horas.count()).toBe(7);
    for (let i = 0; i < 7; i++) await horas.nth(i).fill('21:30');
    await editor.getByRole('button', { name: 'Guardar horario' }).click();
    await editor.getByText('Horario guardado: 7 aperturas a la semana.').waitFor();
    await captura(page, 'aperturas-horario-escritorio');
    await context.close();

    const visita = await escenario.nuevaPagina({ width: 390, height: 844 });
    await visita.page.goto('/');
    const horarios = visita.page.locator('section', {
      has: visita.page.getByRole('heading', { name: 'Horarios' }),
    });
    const hoy = new Date().toISOString().slice(0, 10);
    const argentina = horaLocal(
      instanteLocal(hoy, '21:30', 'Europe/Madrid'),
      'America/Argentina/Buenos_Aires',
    );
    await horarios.getByText('21:30').waitFor();
    expect(await horarios.getByText(argentina).first().isVisible()).toBe(true);
    await visita.context.close();
  });
});
