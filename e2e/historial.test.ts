import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import {
  abrirNavegador,
  captura,
  entrarPorModal,
  nuevaPagina,
  quieta,
  sesionPorApi,
} from './support/browser';
import { DUENO, iniciarServidor, type ServidorDePrueba } from './support/server';

let servidor: ServidorDePrueba;
let browser: Browser;
let token: string;
let semanaActual: string;
let semanaPasada: string;
let turnoDeHoy: number;

const OBRERA = { nameUser: 'Obrera', password: 'clave-obrera-1' };
const GERENTA = { nameUser: 'Gerenta', password: 'clave-gerenta-1' };

const comoDueno = <T>(metodo: string, ruta: string, body?: unknown) =>
  servidor.api<T>(metodo, ruta, body, token);

/** A shift of `minutos` for Obrera, run and confirmed by the owner; returns its id. */
async function turno(minutos: number) {
  const { tiempo } = await comoDueno<{ tiempo: { id: number } }>('POST', '/tiempos/log', {
    encargado: DUENO.nameUser,
    usuario: OBRERA.nameUser,
  });
  await comoDueno('POST', '/tiempos/ajustar', { id: tiempo.id, minutos, tipo: 'Sumar' });
  await comoDueno('POST', '/tiempos/confirmar', { id: tiempo.id, confirmado: true });
  return tiempo.id;
}

const dia = (lunes: string) => lunes.split('-').reverse().join('/');

beforeAll(async () => {
  servidor = await iniciarServidor();
  token = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO)).access_token;
  const misiones = await comoDueno<Array<{ id: number; mision: string }>>('GET', '/misiones');
  for (const [cuenta, mision] of [
    [OBRERA, 'Cocinero'],
    [GERENTA, 'Gerente de Proyectos'],
  ] as const) {
    await comoDueno('POST', '/user/register-admin', cuenta);
    const usuarios = await comoDueno<Array<{ id: number; username: string }>>('GET', '/user/all');
    const id = usuarios.find((u) => u.username === cuenta.nameUser)?.id;
    const misionId = misiones.find((m) => m.mision === mision)?.id;
    await comoDueno('PATCH', `/user/${id}/mision`, { misionId });
  }
  // A shift of 2h 30m last week: confirmed now, then moved a week back with its entry.
  await turno(150);
  await servidor.parar({ conservarDatos: true });
  const datos = await openDatabase({ dataDir: servidor.dataDir });
  await datos.pglite?.exec(`
    update tiempos set semana = semana - 7, iniciado_en = iniciado_en - interval '7 days',
      confirmado_en = confirmado_en - interval '7 days' where estado = 'confirmado';
    update pagos set semana = semana - 7;`);
  await datos.close();
  servidor = await iniciarServidor({}, servidor.dataDir);
  token = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO)).access_token;
  // And one of 2h 10m this week (7 credits for a Cocinero).
  turnoDeHoy = await turno(130);
  semanaActual = (
    await comoDueno<{ semana: string }>('GET', '/tiempos/calcular-creditos-confirmados')
  ).semana;
  semanaPasada = new Date(Date.parse(`${semanaActual}T00:00:00Z`) - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  browser = await abrirNavegador();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await servidor?.parar();
});

describe('history, voids and the audit trail', () => {
  it('a worker finds last week’s shifts in Perfil, with the week against the requirement', async () => {
    for (const [nombre, viewport] of [
      ['historial-perfil', { width: 1280, height: 900 }],
      ['historial-perfil-movil', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await nuevaPagina(browser, servidor, viewport);
      await entrarPorModal(page, OBRERA.nameUser, OBRERA.password);
      await page.waitForURL('**/mchabbo');
      await page.goto('/mchabbo/perfil');
      const historial = page.getByRole('region', { name: 'Historial' });
      const pasada = historial.getByRole('region', { name: `Semana del ${dia(semanaPasada)}` });
      await pasada.waitFor();
      expect(await pasada.getByText('2h 30m').first().isVisible()).toBe(true);
      expect(await pasada.getByText(/1 turno · 2h 30m/).isVisible()).toBe(true);
      await historial.getByRole('region', { name: `Semana del ${dia(semanaActual)}` }).waitFor();
      // The timer's story opens in a drawer.
      await pasada.getByRole('button', { name: 'Historia' }).click();
      const cajon = page.getByRole('dialog', { name: `Historia del tiempo de ${OBRERA.nameUser}` });
      await cajon.getByText('Confirmó el turno').waitFor();
      expect(await cajon.getByText('Inició el tiempo').isVisible()).toBe(true);
      await quieta(page);
      await captura(page, `${nombre}-historia`, { soloVentana: true });
      await cajon.getByRole('button', { name: 'Cerrar historia' }).click();
      // A worker may not void anything.
      expect(await historial.getByRole('button', { name: 'Anular' }).count()).toBe(0);
      await quieta(page);
      await captura(page, nombre);
      await context.close();
    }
  }, 180_000);

  it('an admin voids a shift with its reason and sees the pay list change', async () => {
    const { context, page } = await nuevaPagina(browser, servidor);
    await sesionPorApi(page, servidor, GERENTA.nameUser, GERENTA.password);
    await page.goto(`/mchabbo/listadepaga?semana=${semanaActual}`);
    const totales = page.getByRole('status', { name: 'Totales de la semana' });
    await totales.getByText(/Total de la semana: 7 créditos/).waitFor();
    // The week picker goes back to last week, and its totals.
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    // Both weeks total 7 credits: wait for the page to be on last week before reading it.
    await page.waitForURL(`**/mchabbo/listadepaga?semana=${semanaPasada}`);
    await totales.getByText(/Total de la semana: 7 créditos/).waitFor();
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar Excel' }).click();
    expect((await descarga).suggestedFilename()).toBe(`lista-de-paga-${semanaPasada}.xlsx`);

    await page.goto(`/mchabbo/historial?usuario=${OBRERA.nameUser}`);
    const fila = page.getByRole('row', { name: `Turno ${turnoDeHoy}` });
    await fila.getByRole('button', { name: 'Anular' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Anular turno' });
    await dialogo.getByRole('button', { name: 'Anular turno' }).click();
    await dialogo.getByText('Indica el motivo de la anulación (de 1 a 500 caracteres).').waitFor();
    await dialogo.getByLabel('Motivo').fill('Confirmado por error');
    await dialogo.getByRole('button', { name: 'Anular turno' }).click();
    await page.getByText('Turno anulado').waitFor();
    await fila.getByText('Anulado').waitFor();
    expect(await fila.getByRole('button', { name: 'Anular' }).count()).toBe(0);
    await quieta(page);
    await captura(page, 'historial-anulado');

    await page.goto(`/mchabbo/listadepaga?semana=${semanaActual}`);
    await totales.getByText(/Total de la semana: 0 créditos/).waitFor();
    await captura(page, 'historial-paga-semana');
    await context.close();
  }, 180_000);

  it('the owner filters Auditoría by person', async () => {
    for (const [nombre, viewport] of [
      ['historial-auditoria', { width: 1280, height: 900 }],
      ['historial-auditoria-movil', { width: 390, height: 844 }],
    ] as const) {
      const { context, page } = await nuevaPagina(browser, servidor, viewport);
      await sesionPorApi(page, servidor, DUENO.nameUser, DUENO.password);
      await page.goto('/mchabbo/auditoria');
      await page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
      const lista = page.getByRole('list', { name: 'Cambios' });
      await lista.getByText(/Cambió el rango · Gerenta/).waitFor();

      await page.getByRole('textbox', { name: 'Persona' }).fill(OBRERA.nameUser);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await lista.getByText(`Gerenta · Anuló el turno · ${OBRERA.nameUser}`).waitFor();
      expect(await lista.getByText('Motivo: Confirmado por error').isVisible()).toBe(true);
      expect(await lista.getByText('Estado: Confirmado → Anulado').isVisible()).toBe(true);
      expect(await lista.getByText(/Cambió el rango · Gerenta/).count()).toBe(0);
      const cambios = await lista.getByRole('listitem').allInnerTexts();
      expect(cambios.length).toBeGreaterThan(3);
      for (const texto of cambios) expect(texto).toContain(OBRERA.nameUser);
      await quieta(page);
      await captura(page, nombre);
      await context.close();
    }
  }, 180_000);
});
