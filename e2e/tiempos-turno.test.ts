import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { captura, quieta } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

// The manager's shift (docs/reglas.md, Timers 6.16–6.21 and Time requests): the confirm
// dialog, undo, several timers at once, requests attended live, hand-over, and targets
// a thumb can hit at 390 px.

let e: Escenario;

/** Level 3 (Chef ejecutivo Diamante): runs the timers. */
const CHEFA = { nameUser: 'Chefa', password: 'clave-chefa-1' };
/** Level 2 (Gerente): a second manager, in another browser. */
const JEFE = { nameUser: 'Jefe', password: 'clave-jefe-1' };
/** Workers (level 5, Cocinero: 4 / 7 / 10 credits). */
const OBREROS = [
  'Obrero1',
  'Obrero2',
  'Obrero3',
  'Obrero4',
  'Obrero5',
  'Obrero6',
  'Obrero7',
  'Obrero8',
];
const clave = (nombre: string) => `clave-${nombre.toLowerCase()}-1`;
const MOVIL = { width: 390, height: 844 };
const ESCRITORIO = { width: 1366, height: 768 };

const tokens = new Map<string, string>();
async function como<T>(nombre: string, metodo: string, ruta: string, body?: unknown) {
  let token = tokens.get(nombre);
  if (!token) {
    const pw =
      nombre === CHEFA.nameUser
        ? CHEFA.password
        : nombre === JEFE.nameUser
          ? JEFE.password
          : clave(nombre);
    token = (
      await e.servidor.api<{ access_token: string }>('POST', '/user/login', {
        nameUser: nombre,
        password: pw,
      })
    ).access_token;
    tokens.set(nombre, token);
  }
  return e.servidor.api<T>(metodo, ruta, body, token);
}

/** Starts a timer run by Chefa, `minutos` already on it (an adjustment); returns its id. */
async function timer(usuario: string, minutos = 0) {
  const { tiempo } = await como<{ tiempo: { id: number } }>(
    CHEFA.nameUser,
    'POST',
    '/tiempos/log',
    {
      encargado: CHEFA.nameUser,
      usuario,
    },
  );
  if (minutos > 0) {
    await como(CHEFA.nameUser, 'POST', '/tiempos/ajustar', {
      id: tiempo.id,
      minutos,
      tipo: 'Sumar',
    });
  }
  return tiempo.id;
}

beforeAll(async () => {
  e = await prepararEscenario();
  await e.crearCuenta(CHEFA.nameUser, CHEFA.password, 'Chef ejecutivo Diamante');
  await e.crearCuenta(JEFE.nameUser, JEFE.password, 'Gerente de Proyectos');
  for (const nombre of OBREROS) await e.crearCuenta(nombre, clave(nombre), 'Cocinero');
});
afterAll(async () => {
  await e?.cerrar();
});

async function abrirTiempos(cuenta: { nameUser: string; password: string }, viewport = ESCRITORIO) {
  const { context, page } = await e.nuevaPagina(viewport);
  await e.sesionPorApi(page, cuenta.nameUser, cuenta.password);
  await page.goto('/mchabbo/tiempo');
  await page.getByRole('heading', { level: 1, name: 'Tiempos' }).waitFor();
  await page.getByText('En vivo', { exact: true }).waitFor();
  return { context, page };
}

/** A timer's row (desktop) or card (phone). */
const fila = (page: Page, nombre: string) =>
  page.getByRole('row', { name: new RegExp(`^(Seleccionar ${nombre} )?${nombre}\\b`) });
const tarjeta = (page: Page, nombre: string) =>
  page
    .getByRole('list', { name: 'Tiempos abiertos' })
    .getByRole('listitem', { name: nombre, exact: true });

/** Waits for modals to finish fading in, so screenshots show them whole. */
async function sinAnimaciones(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

describe('the manager’s shift', { timeout: 180_000 }, () => {
  it('confirms with the facts (and warns under an hour), then undoes from the notice', async () => {
    const id1 = await timer('Obrero1', 135);
    await timer('Obrero2');
    const { context, page } = await abrirTiempos(CHEFA);

    await fila(page, 'Obrero1').getByRole('button', { name: 'Confirmar' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Confirmar tiempo de Obrero1' });
    await dialogo.getByText('2h 15m', { exact: true }).waitFor();
    await dialogo.getByText('7 créditos', { exact: true }).waitFor();
    expect(await dialogo.getByText(/menos de 1 hora/).count()).toBe(0);
    await sinAnimaciones(page);
    await captura(page, 'tiempos-confirmar-dialogo');
    await dialogo.getByRole('button', { name: 'Confirmar', exact: true }).click();
    const aviso = page.getByRole('status').filter({ hasText: 'Tiempo de Obrero1 confirmado' });
    await aviso.getByText('Tiempo de Obrero1 confirmado: 2h 15m, 7 créditos.').waitFor();
    await fila(page, 'Obrero1').waitFor({ state: 'detached' });
    await captura(page, 'tiempos-deshacer-aviso');

    // Undo: the timer is back, paused, with the same time.
    await aviso.getByRole('button', { name: 'Deshacer' }).click();
    await page
      .getByText('Confirmación deshecha: el tiempo de Obrero1 (2h 15m) vuelve a estar pausado.')
      .waitFor();
    await fila(page, 'Obrero1').getByText('Pausado', { exact: true }).waitFor();
    const reloj = await fila(page, 'Obrero1').getByRole('timer').textContent();
    expect(reloj).toMatch(/^2h 15m \d\ds$/);

    // Under an hour the dialog says it pays nothing, and its button says so too.
    await fila(page, 'Obrero2').getByRole('button', { name: 'Confirmar' }).click();
    const corto = page.getByRole('dialog', { name: 'Confirmar tiempo de Obrero2' });
    await corto.getByText('Este turno dura menos de 1 hora: no suma créditos.').waitFor();
    await corto.getByText('0 créditos', { exact: true }).waitFor();
    await sinAnimaciones(page);
    await captura(page, 'tiempos-confirmar-menos-de-una-hora');
    await corto.getByRole('button', { name: 'Confirmar sin créditos' }).click();
    await page.getByText('Tiempo de Obrero2 confirmado: 0m, 0 créditos.').waitFor();
    await fila(page, 'Obrero2').waitFor({ state: 'detached' });
    // Obrero1's timer (open again) is not wanted by the next tests.
    await como(CHEFA.nameUser, 'DELETE', `/tiempos/${id1}`);
    await context.close();
  });

  it('times three workers who asked, from their requests to one batch confirmation, in 6 clicks', async () => {
    const nombres = ['Obrero3', 'Obrero4', 'Obrero5'];
    for (const n of nombres) await como(n, 'POST', '/tiempos/peticiones');
    const { context, page } = await abrirTiempos(CHEFA, MOVIL);
    let clics = 0;
    const clic = async (l: Locator) => {
      clics++;
      await l.click();
    };
    const espera = page.getByRole('region', { name: 'En espera' });
    for (const n of nombres) {
      await clic(
        espera
          .getByRole('listitem', { name: n, exact: true })
          .getByRole('button', { name: 'Atender' }),
      );
      await page.getByText(`Tiempo de ${n} iniciado.`).waitFor();
      await tarjeta(page, n).waitFor();
    }
    await espera.getByText('Nadie ha pedido tiempo.').waitFor();
    // Two hours on one of them (as the clock would give them), to see the credits listed.
    const ids = await como<{ tiempos: Array<{ id: number; usuario: string }> }>(
      CHEFA.nameUser,
      'GET',
      '/tiempos/all',
    );
    const id3 = ids.tiempos.find((t) => t.usuario === 'Obrero3')?.id;
    await como(CHEFA.nameUser, 'POST', '/tiempos/ajustar', {
      id: id3,
      minutos: 120,
      tipo: 'Sumar',
    });
    await tarjeta(page, 'Obrero3').getByRole('timer').filter({ hasText: /^2h/ }).waitFor();

    await clic(page.getByRole('checkbox', { name: 'Seleccionar todos' }));
    const barra = page.getByRole('region', { name: 'Tiempos seleccionados' });
    await barra.getByText('3 seleccionados').waitFor();
    await captura(page, 'tiempos-seleccion-movil', { soloVentana: true });
    await clic(barra.getByRole('button', { name: 'Confirmar' }));
    const dialogo = page.getByRole('dialog', { name: 'Confirmar 3 tiempos' });
    const lista = dialogo.getByRole('list', { name: 'Tiempos a confirmar' });
    await lista.getByText('Obrero3').waitFor();
    expect(await lista.getByRole('listitem').allTextContents()).toEqual([
      'Obrero3: 2h 0m, 7 créditos',
      'Obrero4: 0m, 0 créditos',
      'Obrero5: 0m, 0 créditos',
    ]);
    await dialogo.getByText('Total: 7 créditos', { exact: true }).waitFor();
    await dialogo.getByText('Obrero4: dura menos de 1 hora, no suma créditos.').waitFor();
    await sinAnimaciones(page);
    await captura(page, 'tiempos-confirmar-varios-movil', { soloVentana: true });
    // Like the single one, the button says two of them pay nothing (Timers 6.18).
    await clic(dialogo.getByRole('button', { name: 'Confirmar 2 sin créditos y 1 con créditos' }));
    await page.getByText('3 tiempos confirmados.').waitFor();
    await page.getByText('No hay tiempos abiertos.').waitFor();
    expect(clics).toBe(6);
    expect(clics).toBeLessThanOrEqual(10);
    const pago = await como<{ resultados: Array<{ usuario: string; creditos: number }> }>(
      JEFE.nameUser,
      'GET',
      '/tiempos/calcular-creditos-confirmados',
    );
    expect(pago.resultados.find((r) => r.usuario === 'Obrero3')?.creditos).toBe(7);
    await context.close();
  });

  it('shows a request live to every manager; one attends it and the worker is told', async () => {
    const a = await abrirTiempos(CHEFA);
    const b = await abrirTiempos(JEFE);
    const w = await e.nuevaPagina(MOVIL);
    await e.sesionPorApi(w.page, 'Obrero6', clave('Obrero6'));
    await w.page.goto('/mchabbo');
    const card = w.page.getByRole('region', { name: 'Pedir tiempo' });
    await card.getByRole('button', { name: 'Pedir tiempo' }).click();
    await card.getByText('Petición enviada: un encargado empezará tu tiempo.').waitFor();
    await card.getByText(/^Esperando a un encargado/).waitFor();
    await captura(w.page, 'inicio-pedir-tiempo-movil');

    // Both managers see it without reloading.
    const enA = a.page
      .getByRole('region', { name: 'En espera' })
      .getByRole('listitem', { name: 'Obrero6', exact: true });
    const enB = b.page
      .getByRole('region', { name: 'En espera' })
      .getByRole('listitem', { name: 'Obrero6', exact: true });
    await enA.getByText(/^Cocinero · hace/).waitFor();
    await enB.waitFor();
    await captura(a.page, 'tiempos-en-espera');
    await enB.getByRole('button', { name: 'Atender' }).click();
    await b.page.getByText('Tiempo de Obrero6 iniciado.').waitFor();
    // It leaves A's list and the timer appears there, run by Jefe.
    await enA.waitFor({ state: 'detached' });
    await fila(a.page, 'Obrero6').getByText('Lo lleva Jefe').waitFor();
    // The worker is told at once, and the card says the timer runs.
    await w.page.getByTestId('toast-notificacion').getByText('Jefe empezó tu tiempo.').waitFor();
    await card.getByText('Tu tiempo está en marcha.').waitFor({ timeout: 20_000 });
    await a.context.close();
    await b.context.close();
    await w.context.close();
  });

  it('hands a timer over to another manager, who is told', async () => {
    await timer('Obrero7', 30);
    const a = await abrirTiempos(CHEFA);
    const b = await abrirTiempos(JEFE);
    // After the hand-over nothing asks what Chefa may no longer ask (no 403 in the console).
    const rechazos: string[] = [];
    a.page.on('response', (r) => {
      if (r.status() >= 400) rechazos.push(`${r.status()} ${r.url()}`);
    });
    await fila(a.page, 'Obrero7').getByRole('button', { name: 'Traspasar' }).click();
    const dialogo = a.page.getByRole('dialog', { name: 'Traspasar el tiempo de Obrero7' });
    await dialogo.getByRole('combobox', { name: 'Nuevo encargado' }).click();
    // The one person picker: named by the name, with the rank beside it.
    const jefe = a.page.getByRole('option', { name: 'Jefe', exact: true });
    await jefe.getByText('Gerente').waitFor();
    await jefe.click();
    await sinAnimaciones(a.page);
    await captura(a.page, 'tiempos-traspasar');
    await dialogo.getByRole('button', { name: 'Traspasar' }).click();
    await a.page.getByText('Tiempo de Obrero7 traspasado a Jefe.').waitFor();
    await fila(a.page, 'Obrero7').getByText('Lo lleva Jefe').waitFor();
    await fila(b.page, 'Obrero7').getByRole('cell', { name: 'Jefe', exact: true }).waitFor();
    await b.page
      .getByTestId('toast-notificacion')
      .getByText('Chefa te traspasó el tiempo de Obrero7: ahora lo llevas tú.')
      .waitFor();
    expect(await fila(b.page, 'Obrero7').getByRole('timer').textContent()).toMatch(/^0h 3\dm/);
    expect(rechazos.filter((r) => r.includes('/api/'))).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('gives every action on Tiempos a 44×44 target at 390 px, with no sideways scrolling', async () => {
    await timer('Obrero1');
    await como('Obrero8', 'POST', '/tiempos/peticiones');
    const { context, page } = await abrirTiempos(JEFE, MOVIL);
    await page
      .getByRole('region', { name: 'En espera' })
      .getByRole('button', { name: 'Atender' })
      .waitFor();
    await tarjeta(page, 'Obrero1').getByRole('button', { name: 'Confirmar' }).waitFor();
    await page.getByRole('checkbox', { name: 'Seleccionar Obrero1' }).click();
    await page.getByRole('region', { name: 'Tiempos seleccionados' }).waitFor();
    await quieta(page);
    const pequenos = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main button, main a, main input[type="checkbox"]'))
        .map((el) => {
          const r = el.getBoundingClientRect();
          const nombre =
            el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName.toLowerCase();
          return { nombre, ancho: Math.round(r.width), alto: Math.round(r.height) };
        })
        .filter((x) => x.ancho > 0 && (x.ancho < 44 || x.alto < 44)),
    );
    expect(pequenos).toEqual([]);
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(390);
    // Each card's actions stay inside it.
    const cards = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main li')).map((li) => {
        const caja = li.getBoundingClientRect();
        return Array.from(li.querySelectorAll('button')).every(
          (b) => b.getBoundingClientRect().right <= caja.right + 0.5,
        );
      }),
    );
    expect(cards.every(Boolean)).toBe(true);
    await captura(page, 'tiempos-movil-objetivos');
    await context.close();
  });
});
