import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

interface Perfil {
  rango: string | null;
  mision: string | null;
  nivel: number;
}

const perfil = (nombre: string) =>
  escenario.servidor.api<Perfil>('GET', `/user/perfil/${nombre}`, undefined, escenario.tokenDueno);

describe('dismissals', () => {
  it('dismisses a person through the form and reinstates them with "Ingresar"', async () => {
    await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
    await escenario.crearCuenta('ChefOro', 'clave-chef-oro-1', 'Chef ejecutivo Oro');
    const mision = (await escenario.buscarMision('Chef ejecutivo Oro'))!;
    const antes = await perfil('ChefOro');
    expect(antes.mision).toBe('Chef ejecutivo Oro');

    const { context, page } = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
    await page.goto('/mchabbo/despidos');
    await page.getByRole('heading', { level: 1, name: 'Despidos' }).waitFor();
    await page.getByText('No hay ningún despido vigente.').waitFor();

    // Both fields are required.
    await page.getByRole('button', { name: 'Despedir' }).click();
    await page.getByText('Selecciona a la persona.').waitFor();
    await page.getByText('Escribe el motivo del despido.').waitFor();

    await page.getByRole('combobox', { name: 'Persona' }).click();
    await page.getByRole('combobox', { name: 'Persona' }).fill('Chef');
    await page.getByRole('option', { name: 'ChefOro' }).click();
    await page.getByRole('textbox', { name: 'Motivo' }).fill('Abandonó tres turnos seguidos');
    // "Despedir" asks once more, with the reason (docs/reglas.md, Dismissals 12.7).
    await page.getByRole('button', { name: 'Despedir' }).click();
    const confirmar = page.getByRole('dialog', { name: '¿Despedir a ChefOro?' });
    await confirmar.waitFor();
    expect(await confirmar.getByRole('textbox', { name: 'Motivo' }).inputValue()).toBe(
      'Abandonó tres turnos seguidos',
    );
    await captura(page, 'despedir-dialogo-movil');
    const registrado = page.waitForResponse(
      (r) => r.url().endsWith('/api/despido') && r.request().method() === 'POST',
    );
    await confirmar.getByRole('button', { name: 'Despedir' }).click();
    expect((await registrado).status()).toBe(201);
    await page.getByText('Despido registrado').waitFor();

    const tarjeta = page.getByRole('article', { name: 'ChefOro' });
    await tarjeta.waitFor();
    expect(await tarjeta.getByText('Abandonó tres turnos seguidos').isVisible()).toBe(true);
    expect(await tarjeta.getByText('Gerenta').isVisible()).toBe(true);
    expect(
      await tarjeta
        .getByText(`Chef ejecutivo · Chef ejecutivo Oro · ${mision.costo} créditos`)
        .isVisible(),
    ).toBe(true);
    expect((await perfil('ChefOro')).rango).toBeNull();
    await captura(page, 'despidos-movil');

    await tarjeta.getByRole('button', { name: 'Ingresar' }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Reintegrar a ChefOro?' });
    await dialogo.waitFor();
    const reintegrado = page.waitForResponse((r) => r.url().includes('/api/despido/reactivar/'));
    await dialogo.getByRole('button', { name: 'Sí, ingresar' }).click();
    expect((await reintegrado).status()).toBe(200);
    await page.getByText('Persona reintegrada').waitFor();
    await tarjeta.waitFor({ state: 'detached' });

    const despues = await perfil('ChefOro');
    expect(despues.mision).toBe(antes.mision);
    expect(despues.rango).toBe(antes.rango);
    expect(despues.nivel).toBe(antes.nivel);
    await context.close();
  });
});
