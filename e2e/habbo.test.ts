import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { iniciarHabboFalso, type HabboFalso } from '../apps/server/src/test/habbo-falso';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

// Habbo identity (docs/reglas.md, Habbo identity) on the real app, with a local fake Habbo.

let habbo: HabboFalso;
let escenario: Escenario;
beforeAll(async () => {
  habbo = await iniciarHabboFalso();
  escenario = await prepararEscenario({ HABBO_URL: habbo.url, HABBO_TIMEOUT_MS: '3000' });
  await escenario.servidor.api(
    'PATCH',
    '/ajustes',
    { verificar_habbo: true },
    escenario.tokenDueno,
  );
});
afterAll(async () => {
  await escenario?.cerrar();
  await habbo?.cerrar();
});

/** The code shown after "Obtener código". */
async function codigoMostrado(zona: Locator) {
  const campo = zona.getByRole('textbox', { name: 'Código de verificación' });
  await campo.waitFor();
  const codigo = await campo.inputValue();
  expect(codigo).toMatch(/^MCH-[A-Z2-9]{6}$/);
  return codigo;
}

describe('Habbo identity in the browser', () => {
  it('registers with the code in the motto, then recovers the password alone', async () => {
    habbo.jugador({ name: 'Chef.Lola' });
    const { context, page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Registro' }).click();
    const registro = page.getByRole('dialog', { name: 'Registro' });
    await registro.getByLabel('Usuario').fill('chef.lola');
    await registro.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
    await registro.getByLabel('Confirmar contraseña').fill('clave-segura-1');
    await registro.getByRole('button', { name: 'Registrarse' }).click();
    await registro
      .getByText('Pide un código de verificación y ponlo en tu misión de Habbo.')
      .waitFor();
    await registro.getByRole('button', { name: 'Obtener código' }).click();
    const codigo = await codigoMostrado(registro);
    await captura(page, 'habbo-registro-codigo');

    // Not in the motto yet: the server says so and the code stays on screen.
    await registro.getByRole('button', { name: 'Registrarse' }).click();
    await registro.getByText('No encontramos el código en tu misión de Habbo.').waitFor();
    habbo.mision('Chef.Lola', `Cocinera ${codigo}`);
    await registro.getByRole('button', { name: 'Registrarse' }).click();
    await registro.getByText('Usuario registrado correctamente').waitFor();
    // Registering signs in (docs/reglas.md, Accounts and names 4.5); signed out again for
    // the recovery, which starts on the landing.
    await page.waitForURL('**/mchabbo');
    await page.getByRole('heading', { level: 1, name: 'Bienvenido, Invitado' }).waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');

    // Forgotten password: a new code in the motto sets a new one.
    await page.getByRole('button', { name: 'Acceder' }).click();
    const acceso = page.getByRole('dialog', { name: 'Acceder' });
    await acceso.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const recuperar = acceso.getByRole('form', { name: 'Recuperar contraseña' });
    await recuperar.getByLabel('Usuario').fill('Chef.Lola');
    await recuperar.getByRole('button', { name: 'Obtener código' }).click();
    const otro = await codigoMostrado(recuperar);
    expect(otro).not.toBe(codigo);
    await recuperar.getByLabel('Nueva contraseña').fill('clave-recuperada-2');
    await recuperar.getByLabel('Confirmar contraseña').fill('clave-recuperada-2');
    await recuperar.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await recuperar.getByText('No encontramos el código en tu misión de Habbo.').waitFor();
    habbo.mision('Chef.Lola', otro);
    await recuperar.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await acceso.getByText('Contraseña cambiada. Ya puedes iniciar sesión.').waitFor();
    await captura(page, 'habbo-recuperar-hecho');
    await acceso.getByRole('button', { name: 'Volver a Acceder' }).click();

    await acceso.getByLabel('Usuario').fill('Chef.Lola');
    await acceso.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
    await acceso.getByRole('button', { name: 'Entrar' }).click();
    await acceso.getByText('Usuario o contraseña incorrectos.').waitFor();
    await acceso.getByLabel('Contraseña', { exact: true }).fill('clave-recuperada-2');
    await acceso.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/mchabbo');

    // The profile shows the account as verified, with no offer to verify it again.
    await page.goto('/mchabbo/perfil');
    await page.getByText('Verificado en Habbo').waitFor();
    expect(await page.getByRole('button', { name: 'Verificar mi cuenta de Habbo' }).count()).toBe(
      0,
    );
    await captura(page, 'habbo-perfil-verificado-movil');
    await context.close();
  });

  it('verifies an existing account from Perfil', async () => {
    await escenario.crearCuenta('Mozo.Pepe', 'clave-segura-1');
    habbo.jugador({ name: 'Mozo.Pepe' });
    const { context, page } = await escenario.nuevaPagina();
    await escenario.sesionPorApi(page, 'Mozo.Pepe', 'clave-segura-1');
    await page.goto('/mchabbo/perfil');
    const tarjeta = page.getByRole('region', { name: 'Cuenta de Habbo' });
    await tarjeta.getByRole('button', { name: 'Verificar mi cuenta de Habbo' }).click();
    const codigo = await codigoMostrado(tarjeta);
    habbo.mision('Mozo.Pepe', codigo);
    await tarjeta.getByRole('button', { name: 'Ya está en mi misión' }).click();
    await tarjeta.getByText('Cuenta de Habbo verificada.').waitFor();
    await page.getByText('Verificado en Habbo').waitFor();
    await captura(page, 'habbo-perfil-verificar');
    await context.close();
  });
});
