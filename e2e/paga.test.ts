import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/client';
import { abrirNavegador, captura, nuevaPagina, quieta, sesionPorApi } from './support/browser';
import { DUENO, iniciarServidor, type ServidorDePrueba } from './support/server';

// Pay day (docs/reglas.md, Pay 7.11 to 7.15): the pay dialog, "Pagar todos" on an ended
// week, the filter by the week as written, the phone layout and the worker's week.

let servidor: ServidorDePrueba;
let browser: Browser;
let token: string;
let semanaActual: string;
let semanaPasada: string;

const GERENTA = { nameUser: 'Gerenta', password: 'clave-gerenta-1' };
const CUENTAS: Array<[string, string]> = [
  ['Gerenta', 'Gerente de Proyectos'],
  ['Ana', 'Cocinero'],
  ['Beto', 'Lavaloza'],
  ['Caro', 'Hostes'],
  ['Chef', 'Chef ejecutivo Diamante'],
  ['Dani', 'Capitán de meseros Diamante'],
];
const clave = (nombre: string) => `clave-${nombre.toLowerCase()}-1`;

const comoDueno = <T>(metodo: string, ruta: string, body?: unknown) =>
  servidor.api<T>(metodo, ruta, body, token);

/** A shift of `minutos`, run and confirmed by the owner. */
async function turno(usuario: string, minutos: number) {
  const { tiempo } = await comoDueno<{ tiempo: { id: number } }>('POST', '/tiempos/log', {
    encargado: DUENO.nameUser,
    usuario,
  });
  await comoDueno('POST', '/tiempos/ajustar', { id: tiempo.id, minutos, tipo: 'Sumar' });
  await comoDueno('POST', '/tiempos/confirmar', { id: tiempo.id, confirmado: true });
}

const dia = (lunes: string) => lunes.split('-').reverse().join('/');
const entrar = async (page: Page) => {
  await sesionPorApi(page, servidor, GERENTA.nameUser, GERENTA.password);
};

beforeAll(async () => {
  servidor = await iniciarServidor();
  token = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO)).access_token;
  const misiones = await comoDueno<Array<{ id: number; mision: string }>>('GET', '/misiones');
  for (const [nombre] of CUENTAS) {
    await comoDueno('POST', '/user/register-admin', { nameUser: nombre, password: clave(nombre) });
  }
  const usuarios = await comoDueno<Array<{ id: number; username: string }>>('GET', '/user/all');
  for (const [nombre, mision] of CUENTAS) {
    const id = usuarios.find((u) => u.username === nombre)?.id;
    const misionId = misiones.find((m) => m.mision === mision)?.id;
    await comoDueno('PATCH', `/user/${id}/mision`, { misionId });
  }
  // Last week: Ana 7, Beto 7, Caro 3, Dani 70 credits, and Chef none (weekly pay only).
  await turno('Ana', 130);
  await turno('Beto', 190);
  await turno('Caro', 70);
  await turno('Chef', 180);
  await turno('Dani', 130);
  await servidor.parar({ conservarDatos: true });
  const datos = await openDatabase({ dataDir: servidor.dataDir });
  await datos.pglite?.exec(`
    update tiempos set semana = semana - 7, iniciado_en = iniciado_en - interval '7 days',
      confirmado_en = confirmado_en - interval '7 days' where estado = 'confirmado';
    update pagos set semana = semana - 7;`);
  await datos.close();
  servidor = await iniciarServidor({}, servidor.dataDir);
  token = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO)).access_token;
  // This week: Ana 7 credits, Dani 70 (one of the two shifts of 2 h his weekly pay asks).
  await turno('Ana', 130);
  await turno('Dani', 130);
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

describe('pay day', () => {
  it('on a phone, the first entry shows above the fold and Pagar is a 44 px target', async () => {
    const { context, page } = await nuevaPagina(browser, servidor, { width: 390, height: 844 });
    await entrar(page);
    await page.goto('/mchabbo/listadepaga');
    const entradas = page.getByRole('list', { name: 'Entradas de paga' });
    const primera = entradas.getByRole('listitem').first();
    await primera.getByRole('button', { name: 'Pagar' }).waitFor();
    const caja = await primera.boundingBox();
    expect(caja!.y + 80).toBeLessThan(844);
    for (const boton of await page.getByRole('button', { name: 'Pagar', exact: true }).all()) {
      const b = await boton.boundingBox();
      expect(b!.width).toBeGreaterThanOrEqual(44);
      expect(b!.height).toBeGreaterThanOrEqual(44);
    }
    // The week picker and the filter fold into one control.
    expect(await page.getByRole('searchbox', { name: 'Filtrar' }).isVisible()).toBe(false);
    await quieta(page);
    await captura(page, 'paga-movil', { soloVentana: true });
    await page.getByRole('button', { name: /^Semana y filtro: Pendientes y recientes/ }).click();
    await page.getByRole('searchbox', { name: 'Filtrar' }).fill(dia(semanaPasada).slice(0, 5));
    await page.getByRole('button', { name: 'Semana anterior' }).waitFor();
    await entradas.getByRole('listitem', { name: 'Caro' }).waitFor();
    expect(await entradas.getByRole('listitem').count()).toBe(4);
    // An ended week offers to pay it whole, within the screen's width.
    await page.goto(`/mchabbo/listadepaga?semana=${semanaPasada}`);
    const todos = page.getByRole('button', { name: 'Pagar todos (4 personas, 87 créditos)' });
    await todos.waitFor();
    const boton = await todos.boundingBox();
    expect(boton!.x + boton!.width).toBeLessThanOrEqual(390);
    expect(boton!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await quieta(page);
    await captura(page, 'paga-semana-movil');
    await context.close();
  });

  it('the filter finds the week as written and the state', async () => {
    const { context, page } = await nuevaPagina(browser, servidor);
    await entrar(page);
    await page.goto('/mchabbo/listadepaga');
    const tabla = page.getByRole('table', { name: 'Lista de Paga' });
    await tabla.getByRole('row', { name: /^Caro / }).waitFor();
    const filtro = page.getByRole('searchbox', { name: 'Filtrar' });
    const nombres = async () =>
      (await tabla.locator('tbody tr th').allInnerTexts()).map((t) => t.trim()).sort();
    for (const [texto, esperados] of [
      [dia(semanaPasada).slice(0, 5), ['Ana', 'Beto', 'Caro', 'Dani']],
      [dia(semanaActual), ['Ana', 'Dani']],
      ['pendiente', ['Ana', 'Ana', 'Beto', 'Caro', 'Dani', 'Dani']],
    ] as const) {
      await filtro.fill(texto);
      await expect.poll(nombres, { message: texto }).toEqual(esperados);
    }
    await filtro.fill('pagado');
    await page.getByText('Ninguna entrada coincide con el filtro.').waitFor();
    await context.close();
  });

  it('Pagar asks with the person and the credits, and warns while the week is open', async () => {
    const { context, page } = await nuevaPagina(browser, servidor);
    await entrar(page);
    await page.goto('/mchabbo/listadepaga');
    const fila = (semana: string) =>
      page.getByRole('row', { name: new RegExp(`^Ana .*${dia(semana)}`) });
    await fila(semanaPasada).getByRole('button', { name: 'Pagar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Pagar 7 créditos a Ana' });
    await dialogo.getByText(`Semana del ${dia(semanaPasada)} · 1 turno · 2h 10m`).waitFor();
    expect(await dialogo.getByText(/La semana aún no ha terminado/).count()).toBe(0);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.waitFor({ state: 'hidden' });

    await fila(semanaActual).getByRole('button', { name: 'Pagar' }).click();
    await dialogo
      .getByText('La semana aún no ha terminado: lo que Ana confirme después irá a otra entrada.')
      .waitFor();
    await quieta(page);
    await captura(page, 'paga-dialogo', { soloVentana: true });
    await dialogo.getByRole('button', { name: 'Pagar' }).click();
    await page
      .getByText(`Pagaste 7 créditos a Ana de la semana del ${dia(semanaActual)}.`)
      .waitFor();
    await fila(semanaActual).getByText('Pagado', { exact: true }).waitFor();
    expect(await fila(semanaPasada).getByText('Pendiente', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('Pagar todos pays an ended week of several people after listing them', async () => {
    const { context, page } = await nuevaPagina(browser, servidor);
    await entrar(page);
    await page.goto(`/mchabbo/listadepaga?semana=${semanaPasada}`);
    const chef = page.getByRole('row', { name: /^Chef / });
    await chef.getByText('Sin créditos', { exact: true }).waitFor();
    expect(await chef.getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Pagar todos (4 personas, 87 créditos)' }).click();
    const dialogo = page.getByRole('dialog', { name: `Pagar la semana del ${dia(semanaPasada)}` });
    const personas = dialogo.getByRole('list', { name: 'Personas a pagar' });
    const filas = await personas.getByRole('listitem').allInnerTexts();
    expect(filas.map((f) => f.replace(/\s+/g, ' ').trim())).toEqual([
      'Ana 7 créditos',
      'Beto 7 créditos',
      'Caro 3 créditos',
      'Dani 70 créditos',
    ]);
    await quieta(page);
    await captura(page, 'paga-pagar-todos', { soloVentana: true });
    const respuesta = page.waitForResponse((r) => r.url().endsWith('/api/tiempos/pagar-semana'));
    await dialogo.getByRole('button', { name: 'Pagar todos' }).click();
    expect((await respuesta).status()).toBe(200);
    await page
      .getByText(
        `Pagaste 4 entradas de la semana del ${dia(semanaPasada)}: 87 créditos. Sin pagar: Chef (Esta entrada no tiene créditos).`,
      )
      .waitFor();
    for (const nombre of ['Ana', 'Beto', 'Caro', 'Dani']) {
      await page
        .getByRole('row', { name: new RegExp(`^${nombre} `) })
        .getByText('Pagado', { exact: true })
        .waitFor();
    }
    expect(await page.getByRole('button', { name: /Pagar todos/ }).count()).toBe(0);
    await page
      .getByRole('status', { name: 'Totales de la semana' })
      .getByText(/87 créditos pagados a 4 personas · nada pendiente/)
      .waitFor();
    await captura(page, 'paga-semana-pagada');
    await context.close();
  });

  it("a worker's Inicio shows the week toward the requirement and the last payment", async () => {
    for (const [nombre, viewport] of [
      ['paga-inicio-movil', { width: 390, height: 844 }],
      ['paga-inicio', { width: 1280, height: 800 }],
    ] as const) {
      const { context, page } = await nuevaPagina(browser, servidor, viewport);
      await sesionPorApi(page, servidor, 'Dani', clave('Dani'));
      await page.goto('/mchabbo');
      const semana = page.getByRole('region', { name: 'Mi semana' });
      await semana.getByText('Esta semana: 1 de 2 turnos de 2 h').waitFor();
      const barra = semana.getByRole('progressbar', { name: 'Requisito semanal' });
      expect(await barra.getAttribute('aria-valuenow')).toBe('50');
      // Drawn, not only announced: half of the bar is filled.
      const lleno = await barra.boundingBox();
      const pista = await semana.locator('.mantine-Progress-root').boundingBox();
      expect(lleno!.height).toBeGreaterThanOrEqual(8);
      expect(lleno!.width / pista!.width).toBeCloseTo(0.5, 1);
      expect(await semana.getByRole('group', { name: 'Ganados esta semana' }).innerText()).toMatch(
        /70\s+créditos/,
      );
      expect(await semana.getByRole('group', { name: 'Pendientes de cobro' }).innerText()).toMatch(
        /70\s+créditos/,
      );
      const hoy = new Intl.DateTimeFormat('es-ES', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date());
      await semana.getByText(`Último pago: 70 créditos el ${hoy}, de Gerenta.`).waitFor();
      await quieta(page);
      await captura(page, nombre);
      await context.close();
    }
  });
});
