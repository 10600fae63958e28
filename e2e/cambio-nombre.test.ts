import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura, entrarPorModal, recargarHastaElInicio } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

describe('name change', () => {
  it('goes from the member request to approval and a sign-in with the new name', async () => {
    await escenario.crearCuenta('Gerente1', 'clave-gerente-1', 'Gerente de Marketing');
    await escenario.crearCuenta('Cocinero1', 'clave-cocinero-1', 'Cocinero');

    // The member asks for a new name.
    const miembro = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(miembro.page, 'Cocinero1', 'clave-cocinero-1');
    await miembro.page.goto('/mchabbo/cambio-nombre');
    await miembro.page.getByRole('heading', { level: 1, name: 'Cambio de nombre' }).waitFor();
    await miembro.page.getByText('Cocinero1', { exact: true }).first().waitFor();
    const enviar = miembro.page.getByRole('button', { name: 'Enviar' });
    expect(await enviar.isDisabled()).toBe(true);
    await miembro.page.getByLabel('Nuevo nombre').fill('   ');
    expect(await enviar.isDisabled()).toBe(true);
    await miembro.page.getByLabel('Nuevo nombre').fill('ChefNuevo');
    expect(await enviar.isEnabled()).toBe(true);
    const enviado = miembro.page.waitForResponse((r) => r.url().endsWith('/api/user/change-name'));
    await enviar.click();
    expect((await enviado).status()).toBe(201);
    await miembro.page.getByText('¡Enviado correctamente!').waitFor();
    expect(await enviar.isDisabled()).toBe(true);
    // The page shows the request waiting (docs/reglas.md, Name changes 13.9).
    await miembro.page.getByText('Pendiente', { exact: true }).waitFor();
    await captura(miembro.page, 'cambio-nombre-movil');

    // An administrator approves it.
    const admin = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(admin.page, 'Gerente1', 'clave-gerente-1');
    await admin.page.goto('/mchabbo/cambio-nombre-admin');
    await admin.page
      .getByRole('heading', { level: 1, name: 'Solicitudes de cambio de nombre' })
      .waitFor();
    const fila = admin.page.getByRole('listitem').filter({ hasText: 'Cocinero1' });
    await fila.getByText('ChefNuevo').waitFor();
    await fila.getByText('Pendiente').waitFor();
    const aprobado = admin.page.waitForResponse((r) => r.url().includes('/api/user/change-name/'));
    await fila.getByRole('button', { name: 'Aprobar' }).click();
    // It asks first, naming both (docs/reglas.md, Name changes 13.7).
    const dialogo = admin.page.getByRole('dialog', {
      name: '¿Aprobar el cambio de nombre de Cocinero1?',
    });
    await dialogo.getByText(/pasará a llamarse ChefNuevo al momento/).waitFor();
    await dialogo.getByRole('button', { name: 'Aprobar' }).click();
    expect((await aprobado).status()).toBe(200);
    await admin.page.getByText('Solicitud aprobada').waitFor();
    const renombrada = fila.filter({ hasText: 'Aprobada' });
    await renombrada.getByText('antes Cocinero1').waitFor();
    const desactivar = renombrada.getByRole('button', { name: 'Desactivar' });
    expect(await desactivar.isDisabled()).toBe(true);
    expect(await renombrada.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    await captura(admin.page, 'cambio-nombre-admin-movil');
    await admin.context.close();

    // The member's next request finds the session ended by the rename: the landing says why
    // (docs/reglas.md, Sessions 5.8).
    await recargarHastaElInicio(miembro.page);
    const aviso = miembro.page.getByRole('status').filter({ hasText: 'Tu nombre cambió' });
    await aviso.getByText('Tu nombre cambió a ChefNuevo: entra con él.').waitFor();
    await captura(miembro.page, 'aviso-cierre-nombre-movil', { soloVentana: true });
    await miembro.context.close();

    // The member signs in with the new name through the login modal.
    const otra = await escenario.nuevaPagina();
    await entrarPorModal(otra.page, 'ChefNuevo', 'clave-cocinero-1');
    await otra.page.waitForURL('**/mchabbo');
    await otra.page.getByRole('heading', { name: 'Bienvenido, Cocinero' }).waitFor();
    await otra.page.getByText('Hola, ChefNuevo.').waitFor();
    // Signing in again forgets the notice (and the approved request shows on its page).
    await otra.page.goto('/mchabbo/cambio-nombre');
    await otra.page.getByText('Aprobada', { exact: true }).waitFor();
    await otra.context.close();
  });

  it('an administrator rejects a request with a reason; the person is told at once', async () => {
    await escenario.crearCuenta('Gerente2', 'clave-gerente-2', 'Gerente de Marketing');
    await escenario.crearCuenta('Mesero1', 'clave-mesero-1', 'Cocinero');
    const { servidor } = escenario;
    const { access_token } = await servidor.api<{ access_token: string }>('POST', '/user/login', {
      nameUser: 'Mesero1',
      password: 'clave-mesero-1',
    });
    await servidor.api(
      'POST',
      '/user/change-name',
      { nameUser: 'Mesero1', newName: 'MeseroNuevo' },
      access_token,
    );

    // The person keeps the panel open.
    const miembro = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(miembro.page, 'Mesero1', 'clave-mesero-1');
    const stream = miembro.page.waitForResponse((r) =>
      r.url().includes('/api/notificaciones/stream'),
    );
    await miembro.page.goto('/mchabbo/cambio-nombre');
    expect((await stream).status()).toBe(200);

    const admin = await escenario.nuevaPagina({ width: 375, height: 812 });
    await escenario.sesionPorApi(admin.page, 'Gerente2', 'clave-gerente-2');
    await admin.page.goto('/mchabbo/cambio-nombre-admin');
    const fila = admin.page.getByRole('listitem').filter({ hasText: 'MeseroNuevo' });
    await fila.getByText('Pendiente').waitFor();
    await fila.getByRole('button', { name: 'Rechazar' }).click();
    const dialogo = admin.page.getByRole('dialog', { name: 'Rechazar cambio de nombre' });
    await dialogo.getByLabel('Motivo (opcional)').fill('Ese nombre no es el tuyo en Habbo.');
    const rechazado = admin.page.waitForResponse((r) => r.url().includes('/api/user/change-name/'));
    await dialogo.getByRole('button', { name: 'Rechazar solicitud' }).click();
    expect((await rechazado).status()).toBe(200);
    await admin.page.getByText('Solicitud rechazada').waitFor();
    await fila.getByText('Rechazada').waitFor();
    await fila.getByText('Ese nombre no es el tuyo en Habbo.').waitFor();
    expect(await fila.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    await captura(admin.page, 'cambio-nombre-rechazada-movil');
    await admin.context.close();

    await miembro.page
      .getByTestId('toast-notificacion')
      .getByText(
        'Gerente2 rechazó tu cambio de nombre a MeseroNuevo. Motivo: Ese nombre no es el tuyo en Habbo.',
      )
      .waitFor();
    // The open page shows the rejection with its reason, and lets the person ask again.
    await miembro.page.getByText('Rechazada: Ese nombre no es el tuyo en Habbo.').waitFor();
    expect(await miembro.page.getByLabel('Nuevo nombre').isEnabled()).toBe(true);
    await captura(miembro.page, 'cambio-nombre-propia-rechazada-movil');
    await miembro.context.close();
  });
});
