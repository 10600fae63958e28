import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura, entrarPorModal } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
  await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Sistemas');
  await escenario.crearCuenta('Lavaloza1', 'clave-lavaloza-1', 'Lavaloza');
  // Signing in records the IP each time: both accounts now share 127.0.0.1.
  await escenario.servidor.api('POST', '/user/login', {
    nameUser: 'Lavaloza1',
    password: 'clave-lavaloza-1',
  });
});
afterAll(() => escenario?.cerrar());

describe('people lookup', () => {
  it('generates and copies a key; the person must change it before the dashboard', async () => {
    const admin = await escenario.nuevaPagina({ width: 375, height: 812 });
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page } = admin;
    await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
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
    const persona = await escenario.nuevaPagina({ width: 375, height: 812 });
    await entrarPorModal(persona.page, 'Lavaloza1', clave);
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
    const { servidor } = escenario;
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
