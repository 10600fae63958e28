import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Download,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import type { ServidorDePrueba } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where browser tests write screenshots (kept by CI as artifacts). */
export const ARTEFACTOS = path.join(root, 'test-results');

/**
 * CHROMIUM_PATH, else Debian's Chromium headless shell (package chromium-headless-shell:
 * the same build, about a third cheaper in CPU), else Debian's full Chromium, headless,
 * with the flags this machine's closed network needs. Avatars come from Habbo's servers,
 * unreachable here: their hosts resolve to nothing, so the page's fallback shows and no
 * request leaves the machine. (Answering them through Playwright's request interception
 * instead sent every request of every page through the test process and turned off the
 * browser's cache: a fifth more CPU for the browser tests.) The server's
 * Cross-Origin-Opener-Policy is left unapplied: applied, it moves each page's first
 * navigation out of the blank page's renderer into a second one, 0.2 s of CPU a page here.
 * No test opens another window, where it acts; the API tests check the header is sent.
 */
export const OPCIONES_NAVEGADOR: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ||
    (existsSync('/usr/bin/chromium-headless-shell')
      ? '/usr/bin/chromium-headless-shell'
      : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-features=CrossOriginOpenerPolicy',
    '--host-resolver-rules=MAP habbo.es ~NOTFOUND, MAP *.habbo.es ~NOTFOUND, MAP habbo.com ~NOTFOUND, MAP *.habbo.com ~NOTFOUND',
  ],
};

/**
 * The run's browser, started once by support/plantilla.ts: each test file connects to it
 * and works in its own contexts (closing it only disconnects). Outside a run, its own.
 */
export function abrirNavegador(): Promise<Browser> {
  const direccion = inject('navegadorE2e');
  return direccion ? chromium.connect(direccion) : chromium.launch(OPCIONES_NAVEGADOR);
}

/** A fresh browser profile pointed at the test server. */
export async function nuevaPagina(
  browser: Browser,
  servidor: ServidorDePrueba,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: servidor.url, viewport, locale: 'es-ES' });
  const page = await context.newPage();
  return { context, page };
}

/** Signs in through the API and stores the session the way the web app does. */
export async function sesionPorApi(
  page: Page,
  servidor: ServidorDePrueba,
  nameUser: string,
  password: string,
) {
  const login = await servidor.api<{ access_token: string; user: unknown }>('POST', '/user/login', {
    nameUser,
    password,
  });
  await page.goto('/rangos');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('access_token', token as string);
      localStorage.setItem('user', JSON.stringify(user));
    },
    [login.access_token, login.user] as const,
  );
  return login;
}

/**
 * Saves a screenshot under test-results/: the whole page, or only the window with
 * `{ soloVentana: true }` (what fixed parts such as the sidebar show at that size).
 */
export async function captura(page: Page, nombre: string, { soloVentana = false } = {}) {
  await mkdir(ARTEFACTOS, { recursive: true });
  await page.screenshot({
    path: path.join(ARTEFACTOS, `${nombre}.png`),
    fullPage: !soloVentana,
  });
}

/** Signs in through the landing page's "Acceder" modal, as a person would; the caller waits for where it lands. */
export async function entrarPorModal(page: Page, nombre: string, clave: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Acceder' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Acceder' });
  await dialogo.getByLabel('Usuario').fill(nombre);
  await dialogo.getByLabel('Contraseña', { exact: true }).fill(clave);
  await dialogo.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * How Chromium reports a reload cut short by the page's own navigation: the reload is
 * aborted, interrupted, or finds the document it was sent to already replaced.
 */
const RECARGA_INTERRUMPIDA = [
  'net::ERR_ABORTED',
  'interrupted by another navigation',
  'Not attached to an active page',
];

/**
 * Reloads a page whose session has ended and waits until it is on the landing page, as its
 * next request sends it there. The app may already be on its way home by itself (a live
 * notice made that request first); its navigation then cuts the reload short, which ends the same.
 */
export async function recargarHastaElInicio(page: Page) {
  try {
    await page.reload();
  } catch (error) {
    const mensaje = error instanceof Error ? error.message : '';
    if (!RECARGA_INTERRUMPIDA.some((m) => mensaje.includes(m))) throw error;
  }
  await page.waitForURL((url) => url.pathname === '/');
}

/** Waits until no finite animation runs (buttons leaving their loading state), for a clean capture. */
export async function quieta(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A download's content as text (read through the browser connection). */
export async function textoDescargado(descarga: Download): Promise<string> {
  const trozos: Buffer[] = [];
  for await (const trozo of await descarga.createReadStream()) trozos.push(trozo as Buffer);
  return Buffer.concat(trozos).toString('utf8');
}
