import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  abrirNavegador,
  captura,
  nuevaPagina,
  sesionPorApi,
  textoDescargado,
} from './support/browser';
import { DUENO, iniciarServidor, type ServidorDePrueba } from './support/server';

let servidor: ServidorDePrueba;
let browser: Browser;

/** Level 3: starts and runs the timers (browser A). */
const CHEFA = { nameUser: 'Chefa', password: 'clave-chefa-1' };
/** Level 2: watches from a second browser (B) and pays. */
const JEFE = { nameUser: 'Jefe', password: 'clave-jefe-1' };
/** Level 5 (Cocinero): the worker. */
const OBRERO = { nameUser: 'Obrero', password: 'clave-obrero-1' };
/** Level 6 (Lavaloza): a second worker. */
const PINCHE = { nameUser: 'Pinche', password: 'clave-pinche-1' };

beforeAll(async () => {
  servidor = await iniciarServidor();
  browser = await abrirNavegador();
  const token = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO))
    .access_token;
  const misiones = await servidor.api<Array<{ id: number; mision: string }>>(
    'GET',
    '/misiones',
    undefined,
    token,
  );
  const puestos: Array<[{ nameUser: string; password: string }, string]> = [
    [CHEFA, 'Chef ejecutivo Diamante'],
    [JEFE, 'Gerente de Proyectos'],
    [OBRERO, 'Cocinero'],
    [PINCHE, 'Lavaloza'],
  ];
  for (const [cuenta] of puestos) {
    await servidor.api('POST', '/user/register-admin', cuenta, token);
  }
  const usuarios = await servidor.api<Array<{ id: number; username: string }>>(
    'GET',
    '/user/all',
    undefined,
    token,
  );
  for (const [cuenta, mision] of puestos) {
    const id = usuarios.find((u) => u.username === cuenta.nameUser)!.id;
    const misionId = misiones.find((m) => m.mision === mision)!.id;
    await servidor.api('PATCH', `/user/${id}/mision`, { misionId }, token);
  }
});
afterAll(async () => {
  await browser?.close();
  await servidor?.parar();
});

async function abrirTiempos(cuenta: { nameUser: string; password: string }) {
  const { context, page } = await nuevaPagina(browser, servidor);
  await sesionPorApi(page, servidor, cuenta.nameUser, cuenta.password);
  await page.goto('/mchabbo/tiempo');
  await page.getByRole('heading', { level: 1, name: 'Tiempos' }).waitFor();
  // The live stream is open before anything happens.
  await page.getByText('En vivo', { exact: true }).waitFor();
  return { context, page };
}

/** A row by its worker's name (a row the caller may act on starts with its checkbox). */
const fila = (page: Page, nombre: string) =>
  page.getByRole('row', { name: new RegExp(`^(Seleccionar ${nombre} )?${nombre}\\b`) });

/** '2h 05m 09s' → seconds. */
function segundos(texto: string | null): number {
  const m = /^(\d+)h (\d+)m (\d+)s$/.exec(texto?.trim() ?? '');
  if (!m) throw new Error(`reloj ilegible: ${texto}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Both clocks read at the same moment. */
async function leerRelojes(a: Locator, b: Locator): Promise<[number, number]> {
  const [ta, tb] = await Promise.all([a.textContent(), b.textContent()]);
  return [segundos(ta), segundos(tb)];
}

/** Waits until the clock shows a time in [desde, hasta) seconds. */
async function esperarReloj(reloj: Locator, desde: number, hasta: number) {
  await reloj.page().waitForFunction(
    ([el, min, max]) => {
      const m = /^(\d+)h (\d+)m (\d+)s$/.exec((el as Element).textContent?.trim() ?? '');
      if (!m) return false;
      const s = Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
      return s >= (min as number) && s < (max as number);
    },
    [await reloj.elementHandle(), desde, hasta] as const,
  );
}

/** Waits for modals to finish fading in, so screenshots show them whole. */
async function sinAnimaciones(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animacion) => animacion.playState !== 'running'),
  );
}

async function elegir(page: Page, combobox: Locator, opcion: string) {
  await combobox.click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/**
 * The first test is the whole life of a shift, across five browser contexts: 15 s alone
 * on a fast machine, 25 s beside the other suites, and past the 60 s default on a slow
 * machine under `npm test`. A step that hangs still fails on its own, after
 * Playwright's 30 s, naming the locator it waited for.
 */
const VIDA_DE_UN_TURNO = 180_000;

describe('tiempos', { timeout: VIDA_DE_UN_TURNO }, () => {
  it('runs a shift seen live in two browsers, then the pay list pays it', async () => {
    const a = await abrirTiempos(CHEFA);
    const b = await abrirTiempos(JEFE);
    await a.page.getByText('No hay tiempos abiertos.').waitFor();
    await b.page.getByText('No hay tiempos abiertos.').waitFor();

    // A starts a timer; B sees it without reloading.
    const form = a.page.getByRole('form', { name: 'Nuevo tiempo' });
    await form.getByRole('button', { name: 'Iniciar tiempo' }).click();
    await form.getByText('Selecciona un trabajador.').waitFor();
    await elegir(a.page, form.getByRole('combobox', { name: 'Trabajador' }), OBRERO.nameUser);
    await form.getByRole('button', { name: 'Iniciar tiempo' }).click();
    await form.getByText(`Tiempo de ${OBRERO.nameUser} iniciado.`).waitFor();
    const filaA = fila(a.page, OBRERO.nameUser);
    const filaB = fila(b.page, OBRERO.nameUser);
    await filaB.waitFor();
    await filaB.getByRole('cell', { name: CHEFA.nameUser, exact: true }).waitFor();
    await filaB.getByText('Activo', { exact: true }).waitFor();
    const relojA = filaA.getByRole('timer', { name: 'Tiempo transcurrido' });
    const relojB = filaB.getByRole('timer', { name: 'Tiempo transcurrido' });

    // Both clocks tick, and agree within a second.
    await esperarReloj(relojA, 2, 60);
    await esperarReloj(relojB, 2, 60);
    const [s1, s2] = await leerRelojes(relojA, relojB);
    expect(Math.abs(s1 - s2)).toBeLessThanOrEqual(1);

    // Pause: B sees 'Pausado' and the clock stops; resume: 'Activo' again.
    await filaA.getByRole('button', { name: 'Pausar' }).click();
    await filaB.getByText('Pausado', { exact: true }).waitFor();
    await filaB.getByRole('cell', { name: '1', exact: true }).waitFor(); // one pause
    await filaA.getByRole('button', { name: 'Reanudar' }).click();
    await filaB.getByText('Activo', { exact: true }).waitFor();

    // Adjust: bad minutes are refused in the modal, then +30 minutes.
    await filaA.getByRole('button', { name: 'Ajustar' }).click();
    const ajuste = a.page.getByRole('dialog', { name: 'Ajustar tiempo' });
    const minutos = ajuste.getByRole('textbox', { name: 'Minutos' });
    for (const malo of ['abc', '0', '2.5', '601']) {
      await minutos.fill(malo);
      await ajuste.getByRole('button', { name: 'Guardar ajuste' }).click();
      await ajuste.getByText('Por favor, ingrese un número válido de minutos.').waitFor();
    }
    await sinAnimaciones(a.page);
    await captura(a.page, 'tiempos-ajustar');
    await minutos.fill('30');
    await ajuste.getByRole('button', { name: 'Guardar ajuste' }).click();
    await ajuste.waitFor({ state: 'hidden' });
    await esperarReloj(relojB, 30 * 60, 31 * 60);

    // -5, then +105 minutes: a 2h 10m shift.
    await filaA.getByRole('button', { name: '-5' }).click();
    await esperarReloj(relojB, 25 * 60, 26 * 60);
    await filaA.getByRole('button', { name: 'Ajustar' }).click();
    await minutos.fill('105');
    await ajuste.getByRole('button', { name: 'Guardar ajuste' }).click();
    await ajuste.waitFor({ state: 'hidden' });
    await esperarReloj(relojB, 130 * 60, 131 * 60);
    await esperarReloj(relojA, 130 * 60, 131 * 60);
    const [s3, s4] = await leerRelojes(relojA, relojB);
    expect(Math.abs(s3 - s4)).toBeLessThanOrEqual(1);

    await captura(a.page, 'tiempos-escritorio');
    // On a phone each timer is a card with the same buttons.
    const m = await nuevaPagina(browser, servidor, { width: 375, height: 812 });
    await sesionPorApi(m.page, servidor, JEFE.nameUser, JEFE.password);
    await m.page.goto('/mchabbo/tiempo');
    const tarjeta = m.page.getByRole('listitem', { name: OBRERO.nameUser });
    await tarjeta.getByRole('button', { name: 'Pausar' }).waitFor();
    await esperarReloj(tarjeta.getByRole('timer'), 130 * 60, 131 * 60);
    await captura(m.page, 'tiempos-movil');
    await m.context.close();

    // Confirm, with the facts first: the timer leaves both screens.
    await filaA.getByRole('button', { name: 'Confirmar' }).click();
    const confirmar = a.page.getByRole('dialog', {
      name: `Confirmar tiempo de ${OBRERO.nameUser}`,
    });
    await confirmar.getByText('7 créditos', { exact: true }).waitFor();
    await confirmar.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await a.page
      .getByText(`Tiempo de ${OBRERO.nameUser} confirmado: 2h 10m, 7 créditos.`)
      .waitFor();
    await b.page.getByText('No hay tiempos abiertos.').waitFor();

    // The ranking counts the confirmed time.
    await b.page.getByRole('button', { name: 'Ranking' }).click();
    const ranking = b.page.getByRole('dialog', { name: 'Ranking de tiempos' });
    const puesto = ranking.getByRole('row', { name: new RegExp(`^1 ${OBRERO.nameUser}`) });
    await puesto.getByRole('cell', { name: '2h 10m' }).first().waitFor();
    await b.page.keyboard.press('Escape');
    await a.context.close();

    // The worker's dashboard: this week's time, credits waiting, first place.
    const w = await nuevaPagina(browser, servidor, { width: 375, height: 812 });
    await sesionPorApi(w.page, servidor, OBRERO.nameUser, OBRERO.password);
    await w.page.goto('/mchabbo');
    await w.page.getByRole('heading', { name: 'Bienvenido, Cocinero' }).waitFor();
    const tiempo = w.page.getByRole('region', { name: 'Tiempo confirmado esta semana' });
    await tiempo.getByText('2h 10m', { exact: true }).waitFor();
    const porCobrar = w.page.getByRole('region', { name: 'Créditos por cobrar' });
    await porCobrar.getByText('7', { exact: true }).waitFor();
    const posicion = w.page.getByRole('region', { name: 'Posición en el ranking' });
    await posicion.getByText('1', { exact: true }).waitFor();
    await captura(w.page, 'dashboard-trabajador-movil');
    // Levels 4-6 have no Tiempos page: the ranking opens from the dashboard.
    await w.page.getByRole('button', { name: 'Ver ranking' }).click();
    await w.page
      .getByRole('dialog', { name: 'Ranking de tiempos' })
      .getByRole('row', { name: new RegExp(`^1 ${OBRERO.nameUser}`) })
      .waitFor();
    await sinAnimaciones(w.page);
    await captura(w.page, 'ranking-movil');

    // The pay list: a Cocinero shift of 2h 10m pays 7 credits (docs/reglas.md, Pay).
    await b.page.goto('/mchabbo/listadepaga');
    await b.page.getByRole('heading', { level: 1, name: 'Lista de Paga' }).waitFor();
    const sinPagar = b.page.getByRole('region', { name: 'Créditos sin pagar' });
    const personas = b.page.getByRole('region', { name: 'Personas por pagar' });
    await sinPagar.getByText('7', { exact: true }).waitFor();
    await personas.getByText('1', { exact: true }).waitFor();
    const pago = fila(b.page, OBRERO.nameUser);
    await pago.getByText('Pendiente', { exact: true }).waitFor();
    await pago.getByRole('cell', { name: '7', exact: true }).waitFor();

    const descarga = b.page.waitForEvent('download');
    await b.page.getByRole('button', { name: 'Exportar CSV' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^lista-de-pagos-\d{4}-\d{2}-\d{2}\.csv$/);
    const lineas = (await textoDescargado(archivo))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lineas[0]).toBe(
      'Trabajador,Rango,Misión,Semana,Turnos,Tiempo,Créditos por turnos,Pago semanal,Créditos,Estado,Pagado el,Pagado por',
    );
    expect(lineas[1]).toMatch(
      /^Obrero,Cocinero,Cocinero,\d{2}\/\d{2}\/\d{4},1,2h 10m,7,0,7,Pendiente,,$/,
    );

    const m2 = await nuevaPagina(browser, servidor, { width: 375, height: 812 });
    await sesionPorApi(m2.page, servidor, JEFE.nameUser, JEFE.password);
    await m2.page.goto('/mchabbo/listadepaga');
    const entrada = m2.page.getByRole('listitem', { name: OBRERO.nameUser });
    await entrada.getByRole('button', { name: 'Pagar' }).waitFor();
    await captura(m2.page, 'lista-de-pagos-movil');
    await m2.context.close();

    // Pagar asks first, with the person and the credits (docs/reglas.md, Pay 7.14).
    await pago.getByRole('button', { name: 'Pagar' }).click();
    const dialogo = b.page.getByRole('dialog', { name: `Pagar 7 créditos a ${OBRERO.nameUser}` });
    const pagar = b.page.waitForResponse((r) => r.url().endsWith('/api/tiempos/marcar-pagado'));
    await dialogo.getByRole('button', { name: 'Pagar' }).click();
    expect((await pagar).status()).toBe(200);
    await b.page
      .getByText(new RegExp(`^Pagaste 7 créditos a ${OBRERO.nameUser} de la semana del `))
      .waitFor();
    await pago.getByText('Pagado', { exact: true }).waitFor();
    expect(await pago.getByRole('button', { name: 'Pagar' }).count()).toBe(0);
    await sinPagar.getByText('0', { exact: true }).waitFor();
    await personas.getByText('0', { exact: true }).waitFor();
    await captura(b.page, 'lista-de-pagos-escritorio');
    await b.context.close();

    // Paid: nothing left to collect.
    await w.page.keyboard.press('Escape');
    await w.page.reload();
    await w.page
      .getByRole('region', { name: 'Créditos por cobrar' })
      .getByText('0', { exact: true })
      .waitFor();
    await w.context.close();
  });

  it('unlinks, links, unlinks chosen timers and cancels one, live on both screens', async () => {
    const a = await abrirTiempos(CHEFA);
    const b = await abrirTiempos(JEFE);
    const form = a.page.getByRole('form', { name: 'Nuevo tiempo' });
    for (const cuenta of [OBRERO, PINCHE]) {
      await elegir(a.page, form.getByRole('combobox', { name: 'Trabajador' }), cuenta.nameUser);
      await form.getByRole('button', { name: 'Iniciar tiempo' }).click();
      await fila(b.page, cuenta.nameUser).waitFor();
    }

    // Desligar: the timer keeps running with no manager.
    await fila(a.page, OBRERO.nameUser).getByRole('button', { name: 'Desligar' }).click();
    await fila(b.page, OBRERO.nameUser).getByText('Sin encargado').waitFor();

    // Ligar Tiempos: B takes it; A (lower than B) can no longer operate it.
    await b.page.getByRole('button', { name: 'Ligar Tiempos' }).click();
    await fila(a.page, OBRERO.nameUser)
      .getByRole('cell', { name: JEFE.nameUser, exact: true })
      .waitFor();
    expect(await fila(a.page, OBRERO.nameUser).getByRole('button').count()).toBe(0);

    // Desligar específicos lists only A's own timers.
    await a.page.getByRole('button', { name: 'Desligar específicos' }).click();
    const modal = a.page.getByRole('dialog', { name: 'Desligar tiempos específicos' });
    const casillas = modal.getByRole('checkbox');
    await modal.getByRole('checkbox', { name: new RegExp(`^${PINCHE.nameUser}`) }).check();
    expect(await casillas.count()).toBe(2); // "Seleccionar todos" and Pinche
    await captura(a.page, 'tiempos-desligar-especificos');
    await modal.getByRole('button', { name: 'Desligar seleccionados' }).click();
    await modal.waitFor({ state: 'hidden' });
    await fila(b.page, PINCHE.nameUser).getByText('Sin encargado').waitFor();

    // Cancelar asks first; the timer then leaves both screens.
    await fila(b.page, PINCHE.nameUser).getByRole('button', { name: 'Cancelar' }).click();
    const dialogo = b.page.getByRole('dialog', { name: '¿Cancelar este tiempo?' });
    await dialogo.getByRole('button', { name: 'Volver' }).click();
    await dialogo.waitFor({ state: 'hidden' });
    await fila(b.page, PINCHE.nameUser).getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.getByRole('button', { name: 'Cancelar tiempo' }).click();
    await b.page.getByText('Tiempo eliminado').waitFor();
    await fila(a.page, PINCHE.nameUser).waitFor({ state: 'detached' });

    // The search filters the table.
    await a.page.getByRole('searchbox', { name: 'Buscar' }).fill('nadie');
    await a.page.getByText('Ningún tiempo coincide con la búsqueda.').waitFor();
    await a.page.getByRole('searchbox', { name: 'Buscar' }).fill('obr');
    await fila(a.page, OBRERO.nameUser).waitFor();
    await a.context.close();
    await b.context.close();
  });
});
