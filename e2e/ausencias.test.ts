import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaLocal } from '../packages/shared/src/paga/reglas';
import { captura, quieta } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
  await escenario.crearCuenta('Trabajadora', 'clave-trabajadora-1', 'Cocinero');
  await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
});
afterAll(() => escenario?.cerrar());

/** A calendar date `dias` days from today in Madrid (the default settings' zone). */
function dia(dias: number) {
  const hoy = diaLocal(new Date(), 'Europe/Madrid');
  return new Date(Date.parse(`${hoy}T00:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
}

describe('leave', () => {
  it('a worker requests leave on a phone, an administrator approves it, and no timer can start', async () => {
    const movil = await escenario.nuevaPagina({ width: 390, height: 844 });
    const page = movil.page;
    await escenario.sesionPorApi(page, 'Trabajadora', 'clave-trabajadora-1');
    await page.goto('/mchabbo/ausencias');
    await page.getByRole('heading', { level: 1, name: 'Ausencias' }).waitFor();
    await page.getByText('No has pedido ninguna ausencia.').waitFor();

    // The form checks the fields before sending.
    await page.getByRole('button', { name: 'Solicitar' }).click();
    await page.getByText('Escribe el motivo de la ausencia.').waitFor();

    await page.getByLabel('Desde').fill(dia(0));
    await page.getByLabel('Hasta').fill(dia(3));
    await page.getByRole('textbox', { name: 'Motivo' }).fill('Viaje familiar');
    const pedida = page.waitForResponse(
      (r) => r.url().endsWith('/api/ausencias') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Solicitar' }).click();
    expect((await pedida).status()).toBe(201);
    await page.getByText('Ausencia solicitada').waitFor();
    const mia = page.getByTestId('ausencia').filter({ hasText: 'Viaje familiar' });
    await mia.getByText('Pendiente').waitFor();
    expect(await mia.getByRole('button', { name: 'Retirar' }).isVisible()).toBe(true);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await quieta(page);
    await captura(page, 'ausencias-movil');

    const escritorio = await escenario.nuevaPagina();
    const admin = escritorio.page;
    await escenario.sesionPorApi(admin, 'Gerenta', 'clave-gerenta-1');
    await admin.goto('/mchabbo/ausencias');
    const personal = admin.locator('section', {
      has: admin.getByRole('heading', { name: 'Solicitudes del personal' }),
    });
    const solicitud = personal.getByTestId('ausencia').filter({ hasText: 'Trabajadora' });
    await solicitud.waitFor();
    const aprobada = admin.waitForResponse(
      (r) => r.url().includes('/api/ausencias/') && r.request().method() === 'PATCH',
    );
    await solicitud.getByRole('button', { name: 'Aprobar' }).click();
    expect((await aprobada).status()).toBe(200);
    await admin.getByText('Ausencia aprobada', { exact: true }).waitFor();
    await solicitud.getByText('Aprobada', { exact: true }).waitFor();
    await solicitud.getByText('Decidida por Gerenta').waitFor();
    await quieta(admin);
    await captura(admin, 'ausencias-admin');

    // The worker sees the decision.
    await page.reload();
    await mia.getByText('Aprobada', { exact: true }).waitFor();

    // While the leave covers today, no timer starts for her.
    const hasta = dia(3);
    await expect(
      escenario.servidor.api(
        'POST',
        '/tiempos/log',
        { encargado: 'Dueno', usuario: 'Trabajadora' },
        escenario.tokenDueno,
      ),
    ).rejects.toThrow(`Está de ausencia hasta el ${hasta.slice(8, 10)}/${hasta.slice(5, 7)}.`);
    await movil.context.close();
    await escritorio.context.close();
  });
});
