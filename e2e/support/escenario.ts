import type { Browser, BrowserContext, Page } from 'playwright-core';
import { abrirNavegador, nuevaPagina, sesionPorApi } from './browser';
import { DUENO, iniciarServidor, type ServidorDePrueba } from './server';

/** A mission of the server's catalog, as `GET /misiones` lists it. */
export interface Mision {
  id: number;
  mision: string;
  costo: number;
}

/** What a browser test file works with: its own server, a browser, and the owner's session. */
export interface Escenario {
  servidor: ServidorDePrueba;
  browser: Browser;
  /** The owner's bearer token, for preparing data through the API. */
  tokenDueno: string;
  /** A fresh browser profile pointed at this server. */
  nuevaPagina(viewport?: { width: number; height: number }): Promise<{
    context: BrowserContext;
    page: Page;
  }>;
  /** Signs `page` in through the API as `nombre`. */
  sesionPorApi(page: Page, nombre: string, clave: string): Promise<unknown>;
  /** The catalog mission called `nombre`. */
  buscarMision(nombre: string): Promise<Mision | undefined>;
  /** Creates an account as the owner would, gives it `mision` if named, and returns its id. */
  crearCuenta(nombre: string, clave: string, mision?: string): Promise<number | undefined>;
  /** Closes the browser and stops the server (removing its data). */
  cerrar(): Promise<void>;
}

/**
 * Starts a server (with extra environment, e.g. HABBO_URL), opens a browser and signs the
 * owner in through the API.
 */
export async function prepararEscenario(env: Record<string, string> = {}): Promise<Escenario> {
  const servidor = await iniciarServidor(env);
  let browser: Browser;
  let tokenDueno: string;
  try {
    browser = await abrirNavegador();
    tokenDueno = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO))
      .access_token;
  } catch (err) {
    await servidor.parar();
    throw err;
  }
  const comoDueno = <T>(metodo: string, ruta: string, body?: unknown) =>
    servidor.api<T>(metodo, ruta, body, tokenDueno);

  const buscarMision = async (nombre: string) =>
    (await comoDueno<Mision[]>('GET', '/misiones')).find((m) => m.mision === nombre);

  return {
    servidor,
    browser,
    tokenDueno,
    nuevaPagina: (viewport) => nuevaPagina(browser, servidor, viewport),
    sesionPorApi: (page, nombre, clave) => sesionPorApi(page, servidor, nombre, clave),
    buscarMision,
    async crearCuenta(nombre, clave, mision) {
      await comoDueno('POST', '/user/register-admin', { nameUser: nombre, password: clave });
      const usuarios = await comoDueno<Array<{ id: number; username: string }>>('GET', '/user/all');
      const id = usuarios.find((u) => u.username === nombre)?.id;
      if (mision !== undefined) {
        const misionId = (await buscarMision(mision))?.id;
        await comoDueno('PATCH', `/user/${id}/mision`, { misionId });
      }
      return id;
    },
    async cerrar() {
      await browser.close();
      await servidor.parar();
    },
  };
}
