import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

describe('promotions', () => {
  it('a chef proposes on a phone, a manager approves it and copies the new Habbo motto', async () => {
    await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
    await escenario.crearCuenta('ChefOro', 'clave-chef-oro-1', 'Chef ejecutivo Oro');
    await escenario.crearCuenta('Cocinera', 'clave-cocinera-1', 'Cocinero');
    // Cocinero holds the rank from today: the owner allows promotions from day 0.
    await escenario.servidor.api(
      'PATCH',
      '/ajustes',
      { ascenso_min_dias: { Cocinero: 0 } },
      escenario.tokenDueno,
    );

    const chef = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(chef.page, 'ChefOro', 'clave-chef-oro-1');
    await chef.page.goto('/mchabbo/ascensos');
    const form = chef.page.getByRole('form', { name: 'Proponer un ascenso' });
    await form.getByRole('combobox', { name: 'Persona' }).click();
    await form.getByRole('combobox', { name: 'Persona' }).fill('Coci');
    await chef.page.getByRole('option', { name: 'Cocinera' }).click();
    await form.getByText('0 días en el rango (mínimo 0)').waitFor();
    await form.getByLabel('Nuevo puesto').click();
    await chef.page.getByRole('option', { name: 'Sub chef' }).click();
    await form.getByRole('textbox', { name: 'Motivo' }).fill('Puntual y constante');
    const creada = chef.page.waitForResponse(
      (r) => r.url().endsWith('/api/ascensos') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Proponer' }).click();
    expect((await creada).status()).toBe(201);
    await form.getByText('Ascenso de Cocinera a Sub chef propuesto.').waitFor();
    const propia = chef.page.getByRole('article', { name: 'Ascenso de Cocinera' });
    await propia.getByText('Pendiente').waitFor();
    expect(await propia.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    await captura(chef.page, 'ascensos-propuesta-movil');

    const gerente = await escenario.nuevaPagina({ width: 1280, height: 900 });
    await gerente.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page } = gerente;
    await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
    await page.goto('/mchabbo/ascensos');
    const porDecidir = page.getByRole('region', { name: 'Por decidir' });
    const tarjeta = porDecidir.getByRole('article', { name: 'Ascenso de Cocinera' });
    await tarjeta.getByText('Cocinero → Sub chef').waitFor();
    expect(await tarjeta.getByText('0 / 0 días en el rango').isVisible()).toBe(true);
    await tarjeta.getByRole('button', { name: 'Aprobar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Aprobar ascenso' });
    await dialogo.getByText('Cocinera pasará de Cocinero a Sub chef').waitFor();
    const aprobada = page.waitForResponse(
      (r) => /\/api\/ascensos\/\d+$/.test(r.url()) && r.request().method() === 'PATCH',
    );
    await dialogo.getByRole('button', { name: 'Aprobar' }).click();
    expect((await aprobada).status()).toBe(200);
    await page.getByText('Ascenso aprobado: Cocinera → Sub chef.').waitFor();
    const decidida = page
      .getByRole('region', { name: 'Propuestas y decisiones' })
      .getByRole('article', { name: 'Ascenso de Cocinera' });
    await decidida.getByText('Aprobado', { exact: true }).waitFor();
    expect(await decidida.getByTestId('lema').textContent()).toBe('McHabbo · Sub chef');
    await decidida.getByRole('button', { name: 'Copiar la misión de Habbo de Cocinera' }).click();
    await decidida.getByRole('button', { name: '¡Copiado!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('McHabbo · Sub chef');
    await captura(page, 'ascensos-aprobado');

    // The post changed on the server, as an administrator's change does.
    const usuarios = await escenario.servidor.api<
      Array<{ username: string; nivel: number; mision: string }>
    >('GET', '/user/all', undefined, escenario.tokenDueno);
    expect(usuarios.find((u) => u.username === 'Cocinera')).toMatchObject({
      nivel: 4,
      mision: 'Sub chef',
    });
  });
});
