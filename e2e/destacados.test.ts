import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { abrirNavegador, captura, nuevaPagina, sesionPorApi } from './support/browser';
import { DUENO, iniciarServidor, type ServidorDePrueba } from './support/server';

let servidor: ServidorDePrueba | undefined;
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
  await servidor?.parar();
});

describe('worker of the week', () => {
  it('the landing page shows last week’s worker with their avatar; the dashboard adds the timekeepers', async () => {
    servidor = await iniciarServidor();
    const token = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO))
      .access_token;
    const comoDueno = <T>(metodo: string, ruta: string, body?: unknown) =>
      servidor!.api<T>(metodo, ruta, body, token);
    await comoDueno('POST', '/user/register-admin', {
      nameUser: 'Estrella',
      password: 'clave-estrella-1',
    });
    const usuarios = await comoDueno<Array<{ id: number; username: string }>>('GET', '/user/all');
    const misiones = await comoDueno<Array<{ id: number; mision: string }>>('GET', '/misiones');
    await comoDueno(
      'PATCH',
      `/user/${usuarios.find((u) => u.username === 'Estrella')?.id}/mision`,
      {
        misionId: misiones.find((m) => m.mision === 'Cocinero')?.id,
      },
    );
    // One confirmed shift of 2h 30m, run by the owner.
    const { tiempo } = await comoDueno<{ tiempo: { id: number } }>('POST', '/tiempos/log', {
      encargado: DUENO.nameUser,
      usuario: 'Estrella',
    });
    await comoDueno('POST', '/tiempos/ajustar', { id: tiempo.id, minutos: 150, tipo: 'Sumar' });
    await comoDueno('POST', '/tiempos/confirmar', { id: tiempo.id, confirmado: true });

    // The landing page shows the last closed pay week: move that shift there.
    await servidor.parar({ conservarDatos: true });
    const datos = await openDatabase({ dataDir: servidor.dataDir });
    await datos.pglite?.query(`update tiempos set semana = semana - 7 where estado = 'confirmado'`);
    await datos.close();
    servidor = await iniciarServidor({}, servidor.dataDir);

    browser = await abrirNavegador();
    for (const [nombre, viewport] of [
      ['destacados-inicio', { width: 1280, height: 800 }],
      ['destacados-inicio-movil', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await nuevaPagina(browser, servidor, viewport);
      await page.goto('/');
      const seccion = page.locator('section', {
        has: page.getByRole('heading', { name: 'Trabajador de la semana' }),
      });
      await seccion.getByText('Estrella', { exact: true }).waitFor();
      expect(await seccion.getByText('Cocinero').isVisible()).toBe(true);
      expect(await seccion.getByText('2h 30m confirmadas').isVisible()).toBe(true);
      // Habbo's imaging host is unreachable here: the initials stand in for the figure.
      await seccion.getByRole('img', { name: 'Avatar de Estrella' }).waitFor();
      await captura(page, nombre);
      await context.close();
    }

    const { context, page } = await nuevaPagina(browser, servidor);
    await sesionPorApi(page, servidor, DUENO.nameUser, DUENO.password);
    await page.goto('/mchabbo');
    const destacados = page.locator('section', {
      has: page.getByRole('heading', { name: 'Destacados de la semana' }),
    });
    await destacados.getByText('Estrella', { exact: true }).waitFor();
    const cronometradores = destacados.locator('section', {
      has: page.getByRole('heading', { name: 'Cronometradores que más turnos confirmaron' }),
    });
    expect(await cronometradores.getByText(DUENO.nameUser).isVisible()).toBe(true);
    expect(await cronometradores.getByText('1 turno').isVisible()).toBe(true);
    await captura(page, 'destacados-panel');
    await context.close();
    // Two server starts (the data is changed while the server is stopped) take longer
    // than one test's default time on a busy machine.
  }, 400_000);
});
