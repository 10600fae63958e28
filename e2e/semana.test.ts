import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura, quieta } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';
import { DUENO } from './support/server';

// A week in the panel without friction, at the three sizes people use it: a phone, a narrow
// window beside the game and a laptop (docs/reglas.md: Time requests 25.7, Timers 6.17–6.21,
// Notifications 24.3, Accounts and names 4.5, Settings 15.14, Pending work 26, Leave 17.1).

let e: Escenario;

const TAMANOS = [
  { nombre: 'movil', width: 390, height: 844 },
  { nombre: 'estrecha', width: 480, height: 900 },
  { nombre: 'portatil', width: 1366, height: 768 },
] as const;
type Tamano = (typeof TAMANOS)[number];

/** Level 3: attends, times and confirms. */
const CHEFA = { nameUser: 'Chefa', password: 'clave-chefa-1' };
/** Level 2: decides promotions. */
const JEFA = { nameUser: 'Jefa', password: 'clave-jefa-1' };
const clave = (nombre: string) => `clave-${nombre.toLowerCase()}-1`;

const tokens = new Map<string, string>();
/** An API call as `nombre` (signed in once). */
async function como<T>(nombre: string, metodo: string, ruta: string, body?: unknown) {
  let token = tokens.get(nombre);
  if (!token) {
    const password =
      nombre === CHEFA.nameUser
        ? CHEFA.password
        : nombre === JEFA.nameUser
          ? JEFA.password
          : nombre === DUENO.nameUser
            ? DUENO.password
            : clave(nombre);
    token = (
      await e.servidor.api<{ access_token: string }>('POST', '/user/login', {
        nameUser: nombre,
        password,
      })
    ).access_token;
    tokens.set(nombre, token);
  }
  return e.servidor.api<T>(metodo, ruta, body, token);
}

/** A page signed in as `cuenta` at `tamano`, collecting the console's errors. */
async function abrir(cuenta: { nameUser: string; password: string }, tamano: Tamano, ruta: string) {
  const { context, page } = await e.nuevaPagina({ width: tamano.width, height: tamano.height });
  const errores: string[] = [];
  page.on('console', (m) => {
    // Habbo's avatar hosts are unreachable here (the tests' browser resolves them to
    // nothing): only this server's own requests and the page's code count.
    const ajeno = !m.location().url.startsWith(e.servidor.url);
    if (m.type() === 'error' && !(ajeno && m.text().startsWith('Failed to load resource'))) {
      errores.push(`${m.text()} (${m.location().url})`);
    }
  });
  await e.sesionPorApi(page, cuenta.nameUser, cuenta.password);
  await page.goto(ruta);
  return { context, page, errores };
}

/** Whether the element's box lies inside the window. */
async function enVentana(page: Page, l: Locator) {
  const caja = await l.boundingBox();
  const ventana = page.viewportSize();
  return Boolean(
    caja &&
    ventana &&
    caja.y >= 0 &&
    caja.x >= 0 &&
    caja.y + caja.height <= ventana.height + 0.5 &&
    caja.x + caja.width <= ventana.width + 0.5,
  );
}

/** Waits for dialogs and drawers to finish moving, so a screenshot shows them still. */
const sinAnimaciones = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** Waits (polling) up to 2 seconds for `hecho`, counting from `desde`. */
async function enDosSegundos(desde: number, hecho: () => Promise<boolean>, que: string) {
  await expect.poll(hecho, { timeout: 2000, interval: 50, message: que }).toBe(true);
  expect(Date.now() - desde, que).toBeLessThanOrEqual(2000);
}

beforeAll(async () => {
  e = await prepararEscenario();
  await e.crearCuenta(CHEFA.nameUser, CHEFA.password, 'Chef ejecutivo Diamante');
  await e.crearCuenta(JEFA.nameUser, JEFA.password, 'Gerente de Proyectos');
  for (const t of TAMANOS) {
    for (const n of [1, 2, 3]) {
      const nombre = `Obrero${t.width}x${n}`;
      await e.crearCuenta(nombre, clave(nombre), 'Cocinero');
    }
  }
  // No wait before a promotion, for the Pendientes check.
  await como(DUENO.nameUser, 'PATCH', '/ajustes', { ascenso_min_dias: { Cocinero: 0 } });
});
afterAll(() => e?.cerrar());

describe.each(TAMANOS)('the week at $width×$height', { timeout: 180_000 }, (tamano) => {
  const obrero = `Obrero${tamano.width}x1`;

  it('a new request reaches the manager on Inicio: bell count and tab title within 2 s; attending shows its result in view; the worker’s card follows', async () => {
    // Nothing unread before (an earlier size's promotion told Chefa of its rejection).
    await como(CHEFA.nameUser, 'POST', '/notificaciones/leidas', {});
    const m = await abrir(CHEFA, tamano, '/mchabbo');
    await m.page.getByRole('heading', { level: 1, name: /^Bienvenido/ }).waitFor();
    await m.page.getByTestId('campana').waitFor();
    await expect.poll(() => m.page.title()).toMatch(/^Inicio — /);
    const w = await abrir({ nameUser: obrero, password: clave(obrero) }, tamano, '/mchabbo');
    const tarjeta = w.page.getByRole('region', { name: 'Pedir tiempo' });
    await tarjeta.getByRole('button', { name: 'Pedir tiempo' }).click();
    await tarjeta.getByText(/^Esperando a un encargado/).waitFor();
    const pedida = Date.now();

    // The manager, on another page, is told within 2 s (docs/reglas.md, Notifications 24.3).
    const campana = m.page.getByTestId('campana');
    await enDosSegundos(
      pedida,
      async () => (await campana.getAttribute('aria-label')) === 'Notificaciones: 1 sin leer',
      'bell count',
    );
    await enDosSegundos(
      pedida,
      async () => (await m.page.title()).startsWith('(1) Inicio — '),
      'tab title',
    );
    await m.page
      .getByRole('region', { name: 'Pendientes' })
      .getByText(obrero, { exact: true })
      .waitFor();
    await captura(m.page, `semana-aviso-peticion-${tamano.nombre}`, { soloVentana: true });

    // Attending: the result shows where the manager looks, whatever the size.
    await m.page.goto('/mchabbo/tiempo');
    await m.page.getByText('En vivo', { exact: true }).waitFor();
    await m.page
      .getByRole('region', { name: 'En espera' })
      .getByRole('listitem', { name: obrero, exact: true })
      .getByRole('button', { name: 'Atender' })
      .click();
    const aviso = m.page.getByRole('status').filter({ hasText: `Tiempo de ${obrero} iniciado.` });
    await aviso.waitFor();
    const atendida = Date.now();
    expect(await enVentana(m.page, aviso)).toBe(true);
    await captura(m.page, `semana-atender-${tamano.nombre}`, { soloVentana: true });
    // The request is no longer waiting: the bell has nothing unread.
    await expect.poll(() => campana.getAttribute('aria-label')).toBe('Notificaciones');
    await expect.poll(() => m.page.title()).toMatch(/^Tiempos — /);

    // The worker's card says the timer runs within 2 s, and nothing else.
    await enDosSegundos(
      atendida,
      () => tarjeta.getByText('Tu tiempo está en marcha.').isVisible(),
      'worker card after attend',
    );
    expect(await tarjeta.getByText(/Petición enviada/).count()).toBe(0);
    expect(await tarjeta.getByText(/^Esperando/).count()).toBe(0);

    // Confirmed: within 2 s the card offers to ask again.
    const { tiempos } = await como<{ tiempos: { id: number; usuario: string }[] }>(
      CHEFA.nameUser,
      'GET',
      '/tiempos/all',
    );
    const id = tiempos.find((t) => t.usuario === obrero)?.id;
    await como(CHEFA.nameUser, 'POST', '/tiempos/confirmar', { id, confirmado: true });
    const confirmada = Date.now();
    await enDosSegundos(
      confirmada,
      () => tarjeta.getByRole('button', { name: 'Pedir tiempo' }).isVisible(),
      'worker card after confirm',
    );
    expect(await tarjeta.getByText('Tu tiempo está en marcha.').count()).toBe(0);
    await captura(w.page, `semana-trabajador-${tamano.nombre}`, { soloVentana: true });
    expect(m.errores).toEqual([]);
    expect(w.errores).toEqual([]);
    await m.context.close();
    await w.context.close();
  });

  it('keeps the bar of chosen timers in view, labels a batch of short shifts, and undoes one person of it', async () => {
    const nombres = [2, 3].map((n) => `Obrero${tamano.width}x${n}`);
    for (const n of nombres) {
      await como(CHEFA.nameUser, 'POST', '/tiempos/log', { encargado: CHEFA.nameUser, usuario: n });
    }
    const m = await abrir(CHEFA, tamano, '/mchabbo/tiempo');
    await m.page.getByText('En vivo', { exact: true }).waitFor();
    await m.page.getByRole('checkbox', { name: 'Seleccionar todos' }).click();
    const barra = m.page.getByRole('region', { name: 'Tiempos seleccionados' });
    await barra.getByText('2 seleccionados').waitFor();
    await quieta(m.page);
    expect(await enVentana(m.page, barra)).toBe(true);
    await captura(m.page, `semana-barra-${tamano.nombre}`, { soloVentana: true });

    await barra.getByRole('button', { name: 'Confirmar' }).click();
    const dialogo = m.page.getByRole('dialog', { name: 'Confirmar 2 tiempos' });
    // Both pay nothing: the button says so, as the single one does.
    await dialogo.getByRole('button', { name: 'Confirmar 2 sin créditos' }).click();
    const aviso = m.page.getByRole('status').filter({ hasText: '2 tiempos confirmados.' });
    await aviso.waitFor();
    await sinAnimaciones(m.page);
    expect(await enVentana(m.page, aviso)).toBe(true);
    await expect
      .poll(async () => (await aviso.getByTestId('deshacer-restante').textContent()) ?? '')
      .toMatch(/^Quedan \d+ s$/);
    await captura(m.page, `semana-deshacer-${tamano.nombre}`, { soloVentana: true });
    const [uno, otro] = nombres as [string, string];
    await aviso.getByRole('button', { name: `Deshacer ${uno}` }).click();
    const deshecho = m.page
      .getByRole('status')
      .filter({ hasText: `Confirmación deshecha: el tiempo de ${uno}` });
    await deshecho.waitFor();
    // The other may still be put back.
    await deshecho.getByRole('button', { name: 'Deshacer' }).waitFor();
    expect(await deshecho.getByRole('button', { name: `Deshacer ${otro}` }).count()).toBe(0);
    const abiertos = await como<{ tiempos: { id: number; usuario: string; pausado: boolean }[] }>(
      CHEFA.nameUser,
      'GET',
      '/tiempos/all',
    );
    const suyo = abiertos.tiempos.find((t) => t.usuario === uno);
    expect(suyo?.pausado).toBe(true);
    expect(abiertos.tiempos.some((t) => t.usuario === otro)).toBe(false);
    await como(CHEFA.nameUser, 'DELETE', `/tiempos/${suyo?.id}`);
    expect(m.errores).toEqual([]);
    await m.context.close();
  });

  it('saves a setting for good, asks before leaving unsaved edits, and a guest who registers lands on Inicio signed in with where to go', async () => {
    const d = await abrir(DUENO, tamano, '/mchabbo/configuracion');
    const general = d.page.getByRole('form', { name: 'Ajustes del restaurante' });
    const turno = general.getByRole('textbox', { name: 'Turno máximo (horas)' });
    const horas = String(6 + TAMANOS.indexOf(tamano) + 1);
    await turno.fill(horas);
    await general.getByText('Cambios sin guardar').waitFor();
    // Another card's button saves its own fields only: this card still says so.
    const ascensos = d.page.getByRole('form', { name: 'Ascensos' });
    await ascensos.getByRole('button', { name: 'Guardar ajustes de ascensos' }).click();
    await ascensos.getByText('Ajustes de ascensos guardados').waitFor();
    await general.getByText('Cambios sin guardar').waitFor();

    // Leaving asks first, naming the card.
    if (tamano.width < 768) {
      await d.page.getByRole('button', { name: 'Menú de navegación' }).click();
      await d.page.getByRole('dialog').getByRole('link', { name: 'Inicio' }).click();
    } else {
      await d.page
        .getByRole('navigation', { name: 'Menú lateral' })
        .getByRole('link', { name: 'Inicio' })
        .click();
    }
    const salir = d.page.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await salir.getByText(/«Ajustes del restaurante»/).waitFor();
    await sinAnimaciones(d.page);
    await captura(d.page, `semana-sin-guardar-${tamano.nombre}`, { soloVentana: true });
    await salir.getByRole('button', { name: 'Seguir editando' }).click();
    await salir.waitFor({ state: 'hidden' });
    expect(new URL(d.page.url()).pathname).toBe('/mchabbo/configuracion');
    await general.getByRole('button', { name: 'Guardar ajustes' }).click();
    await general.getByText('Ajustes guardados').waitFor();
    expect(await general.getByText('Cambios sin guardar').count()).toBe(0);

    // The interview: where guests go.
    const entrevista = d.page.getByRole('form', { name: 'Entrevista de los invitados' });
    const sala = `Sala ${tamano.width}`;
    await entrevista.getByRole('textbox', { name: 'Sala de la entrevista' }).fill(sala);
    await entrevista.getByRole('textbox', { name: 'Por quién preguntar' }).fill('Jefa');
    await entrevista.getByRole('button', { name: 'Guardar entrevista' }).click();
    await entrevista.getByText(/^Entrevista guardada/).waitFor();

    // What was saved is still there after a reload.
    await d.page.reload();
    await expect
      .poll(() =>
        d.page
          .getByRole('form', { name: 'Ajustes del restaurante' })
          .getByRole('textbox', { name: 'Turno máximo (horas)' })
          .inputValue(),
      )
      .toBe(horas);
    expect(
      await d.page
        .getByRole('form', { name: 'Entrevista de los invitados' })
        .getByRole('textbox', { name: 'Sala de la entrevista' })
        .inputValue(),
    ).toBe(sala);
    await captura(d.page, `semana-configuracion-${tamano.nombre}`, { soloVentana: true });
    expect(d.errores).toEqual([]);
    await d.context.close();

    // A guest registers and lands on Inicio, signed in, told where to go.
    const { context, page } = await e.nuevaPagina({ width: tamano.width, height: tamano.height });
    await page.goto('/');
    await page.getByRole('button', { name: 'Registro' }).click();
    const registro = page.getByRole('dialog', { name: 'Registro' });
    const nombre = `Nueva${tamano.width}`;
    await registro.getByLabel('Usuario').fill(nombre);
    await registro.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
    await registro.getByLabel('Confirmar contraseña').fill('clave-segura-1');
    await registro.getByRole('button', { name: 'Registrarse' }).click();
    await page.waitForURL('**/mchabbo');
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Invitado' }).waitFor();
    await page
      .getByRole('region', { name: 'Sin rango' })
      .getByText(
        `Aún no tienes rango. Pide una entrevista a la administración en el hotel: sala «${sala}». Pregunta por Jefa.`,
      )
      .waitFor();
    await captura(page, `semana-invitado-${tamano.nombre}`, { soloVentana: true });
    await context.close();
  });

  it('shows a promotion to decide in Pendientes, and keeps the leave form’s draft with plain messages', async () => {
    const propuesto = `Obrero${tamano.width}x3`;
    const subChef = await e.buscarMision('Sub chef');
    const { ascenso } = await como<{ ascenso: { id: number } }>(
      CHEFA.nameUser,
      'POST',
      '/ascensos',
      {
        usuario: propuesto,
        mision: subChef?.id,
        motivo: 'Constante',
      },
    );
    const j = await abrir(JEFA, tamano, '/mchabbo');
    const pendientes = j.page.getByRole('region', { name: 'Pendientes' });
    await pendientes.getByText('Ascensos por decidir').waitFor();
    await pendientes.getByText(`${propuesto} → Sub chef (propone Chefa)`).waitFor();
    await captura(j.page, `semana-pendientes-${tamano.nombre}`, { soloVentana: true });
    await como(JEFA.nameUser, 'PATCH', `/ascensos/${ascenso.id}`, {
      aprobado: false,
      motivo: 'Aún no',
    });
    expect(j.errores).toEqual([]);
    await j.context.close();

    const w = await abrir(
      { nameUser: obrero, password: clave(obrero) },
      tamano,
      '/mchabbo/ausencias',
    );
    const form = w.page.getByRole('form', { name: 'Solicitar ausencia' });
    await form.getByRole('button', { name: 'Solicitar' }).click();
    await form.getByText('Elige la fecha de inicio.').waitFor();
    await form.getByText('Elige la fecha de fin.').waitFor();
    await form.getByLabel(/Motivo/).fill('Exámenes finales');
    await form.getByLabel(/Desde/).fill('2031-01-10');
    // Away and back: the draft is there.
    await w.page.goto('/mchabbo/perfil');
    await w.page.getByRole('heading', { level: 1, name: 'Perfil' }).waitFor();
    await w.page.goto('/mchabbo/ausencias');
    await expect.poll(() => form.getByLabel(/Motivo/).inputValue()).toBe('Exámenes finales');
    expect(await form.getByLabel(/Desde/).inputValue()).toBe('2031-01-10');
    await captura(w.page, `semana-ausencia-${tamano.nombre}`, { soloVentana: true });
    expect(w.errores).toEqual([]);
    await w.context.close();
  });
});
