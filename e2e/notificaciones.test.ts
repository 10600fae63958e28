import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';
import { DUENO } from './support/server';

let escenario: Escenario;

const COCINERA = { nameUser: 'Cocinera', password: 'clave-cocinera-1' };

beforeAll(async () => {
  escenario = await prepararEscenario();
  await escenario.crearCuenta(COCINERA.nameUser, COCINERA.password, 'Cocinero');
});
afterAll(() => escenario?.cerrar());

describe('notifications', () => {
  it('a worker with the panel open sees the bell count rise and a toast when a manager confirms their shift', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(page, COCINERA.nameUser, COCINERA.password);
    const stream = page.waitForResponse((r) => r.url().includes('/api/notificaciones/stream'));
    await page.goto('/mchabbo/perfil');
    // Getting the post already told her something: the bell starts at that count.
    const campana = page.getByTestId('campana');
    await campana.and(page.getByLabel('Notificaciones: 1 sin leer')).waitFor();
    expect((await stream).status()).toBe(200);

    const { servidor, tokenDueno } = escenario;
    const { tiempo } = await servidor.api<{ tiempo: { id: number } }>(
      'POST',
      '/tiempos/log',
      { encargado: DUENO.nameUser, usuario: COCINERA.nameUser },
      tokenDueno,
    );
    await servidor.api(
      'POST',
      '/tiempos/confirmar',
      { id: tiempo.id, confirmado: true },
      tokenDueno,
    );

    // Without reloading: the count rises and a toast tells what happened.
    await page.getByLabel('Notificaciones: 2 sin leer').waitFor();
    const toast = page.getByTestId('toast-notificacion');
    await toast.getByText(`${DUENO.nameUser} confirmó tu turno de 0m: 0 créditos.`).waitFor();
    await captura(page, 'notificaciones-toast-movil', { soloVentana: true });

    // The menu lists it; "Marcar todas como leídas" clears the count.
    await campana.click();
    await page
      .getByTestId('notificacion')
      .first()
      .getByText(`${DUENO.nameUser} confirmó tu turno de 0m`, { exact: false })
      .waitFor();
    await captura(page, 'notificaciones-menu-movil', { soloVentana: true });
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await page.getByLabel('Notificaciones', { exact: true }).waitFor();
    await context.close();
  });

  it('Configuración offers notifications on this device, on a desktop', async () => {
    const { context, page } = await escenario.nuevaPagina({ width: 1280, height: 800 });
    await escenario.sesionPorApi(page, COCINERA.nameUser, COCINERA.password);
    await page.goto('/mchabbo/configuracion');
    await page.getByRole('switch', { name: 'Notificaciones en este dispositivo' }).waitFor();
    await captura(page, 'notificaciones-configuracion');
    await context.close();
  });
});
