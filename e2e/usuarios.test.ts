import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { abrirNavegador, captura, nuevaPagina, sesionPorApi } from './support/browser';
import { DUENO, iniciarServidor, type ServidorDePrueba } from './support/server';

let servidor: ServidorDePrueba;
let browser: Browser;
let tokenDueno: string;
beforeAll(async () => {
  servidor = await iniciarServidor();
  browser = await abrirNavegador();
  tokenDueno = (await servidor.api<{ access_token: string }>('POST', '/user/login', DUENO))
    .access_token;
  await crearConMision('Gerenta', 'clave-gerenta-1', 'Gerente de Sistemas');
  await crearConMision('Lavaloza1', 'clave-lavaloza-1', 'Lavaloza');
  // Signing in records the IP each time: both accounts now share 127.0.0.1.
  await servidor.api('POST', '/user/login', {
    nameUser: 'Lavaloza1',
    password: 'clave-lavaloza-1',
  });
});
afterAll(async () => {
  await browser?.close();
  await servidor?.parar();
});

/** Creates an account with the given mission through the API, as an administrator would. */
async function crearConMision(nombre: string, clave: string, mision: string) {
  await servidor.api(
    'POST',
    '/user/register-admin',
    { nameUser: nombre, password: clave },
    tokenDueno,
  );
  const misiones = await servidor.api<Array<{ id: number; mision: string }>>(
    'GET',
    '/misiones',
    undefined,
    tokenDueno,
  );
  const usuarios = await servidor.api<Array<{ id: number; username: string }>>(
    'GET',
    '/user/all',
    undefined,
    tokenDueno,
  );
  const id = usuarios.find((u) => u.username === nombre)?.id;
  const misionId = misiones.find((m) => m.mision === mision)?.id;
  await servidor.api('PATCH', `/user/${id}/mision`, { misionId }, tokenDueno);
}

describe('people lookup', () => {
  it('generates and copies a key; the person must change it before the dashboard', async () => {
    const admin = await nuevaPagina(browser, servidor, { width: 375, height: 812 });
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page } = admin;
    await sesionPorApi(page, servidor, 'Gerenta', 'clave-gerenta-1');
    await page.goto('/mchabbo/usuarios');
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();

    // Unknown names show the server's message.
    await page.getByLabel('Nombre de usuario').fill('NadieAsi');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Usuario no encontrado.').waitFor();

    // A higher rank: no IPs and both actions disabled.
    await page.getByLabel('Nombre de usuario').fill('Dueno');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('heading', { level: 2, name: 'Dueno' }).waitFor();
    expect(await page.getByRole('button', { name: 'Generar clave' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Borrar IP' }).isDisabled()).toBe(true);

    await page.getByLabel('Nombre de usuario').fill('Lavaloza1');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const ficha = page.getByRole('article', { name: 'Lavaloza1' });
    await ficha.waitFor();
    expect(await ficha.getByText('127.0.0.1').isVisible()).toBe(true);
    expect(await ficha.getByText('Sin misión').count()).toBe(0);
    await ficha.getByRole('button', { name: 'Generar clave' }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Generar una clave para Lavaloza1?' });
    const generada = page.waitForResponse((r) => r.url().endsWith('/api/user/generar-clave'));
    await dialogo.getByRole('button', { name: 'Sí, generar clave' }).click();
    expect((await generada).status()).toBe(200);
    const campo = page.getByRole('textbox', { name: 'Clave temporal' });
    await campo.waitFor();
    const clave = await campo.inputValue();
    expect(clave.length).toBeGreaterThanOrEqual(8);

    await page.getByRole('button', { name: 'Copiar' }).click();
    const copiada = page.getByRole('button', { name: '¡Copiada!' });
    await copiada.waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(clave);
    await captura(page, 'usuarios-clave-movil');
    // The feedback goes away on its own (1200 ms).
    await page.getByRole('button', { name: 'Copiar' }).waitFor({ timeout: 5000 });

    // Both accounts signed in from this machine, so they show as clones.
    await page.goto('/mchabbo/clones');
    const grupo = page.getByRole('region', { name: 'IP 127.0.0.1' });
    await grupo.waitFor();
    const permitir = grupo.getByRole('button', { name: /^Permitir a Lavaloza1/ });
    const permitido = page.waitForResponse((r) => r.url().includes('/api/user/clones/'));
    await permitir.click();
    expect((await permitido).status()).toBe(200);
    await grupo
      .getByRole('listitem')
      .filter({ hasText: 'Lavaloza1' })
      .getByText('Permitido')
      .waitFor();
    await captura(page, 'clones-movil');
    await admin.context.close();

    // The person signs in with the key and must choose a new password first.
    const persona = await nuevaPagina(browser, servidor, { width: 375, height: 812 });
    await persona.page.goto('/');
    await persona.page.getByRole('button', { name: 'Acceder' }).click();
    const acceder = persona.page.getByRole('dialog', { name: 'Acceder' });
    await acceder.getByLabel('Usuario').fill('Lavaloza1');
    await acceder.getByLabel('Contraseña', { exact: true }).fill(clave);
    await acceder.getByRole('button', { name: 'Entrar' }).click();
    await persona.page.waitForURL('**/clave-temporal');
    await persona.page
      .getByRole('heading', { level: 1, name: 'Cambia tu contraseña temporal' })
      .waitFor();
    // Every private page leads back here until the password is changed.
    await persona.page.goto('/mchabbo/perfil');
    await persona.page.waitForURL('**/clave-temporal');
    await persona.page
      .getByRole('heading', { level: 1, name: 'Cambia tu contraseña temporal' })
      .waitFor();
    await captura(persona.page, 'clave-temporal-movil');

    await persona.page.getByLabel('Clave temporal').fill(clave);
    await persona.page.getByLabel('Nueva contraseña', { exact: true }).fill('nueva-clave-lava-1');
    await persona.page.getByLabel('Repetir nueva contraseña').fill('nueva-clave-lava-1');
    await persona.page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
    await persona.page.waitForURL(/\/mchabbo$/);
    await persona.page.getByRole('heading', { name: 'Bienvenido, Lavaloza' }).waitFor();
    await persona.page.goto('/mchabbo/perfil');
    await persona.page.getByRole('heading', { name: 'Lavaloza1' }).waitFor();
    await persona.context.close();

    // The key no longer works; the new password does.
    await expect(
      servidor.api('POST', '/user/login', { nameUser: 'Lavaloza1', password: clave }),
    ).rejects.toThrow(/401/);
    const login = await servidor.api<{ debeCambiarClave?: boolean }>('POST', '/user/login', {
      nameUser: 'Lavaloza1',
      password: 'nueva-clave-lava-1',
    });
    expect(login.debeCambiarClave).toBeFalsy();
  });
});
