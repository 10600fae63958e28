import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarHabboFalso, type HabboFalso } from '../apps/server/src/test/habbo-falso';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

// The Habbo roster check (docs/reglas.md, Habbo roster) on the real app, with a local
// fake Habbo: a manager reads the flags and acts on each.

const GRUPO = 'g-hhes-0a1b2c3d4e5f';
const RIVAL = 'g-hhes-bad0bad0';
const haceDias = (dias: number) =>
  new Date(Date.now() - dias * 86_400_000).toISOString().replace('Z', '+0000');

/** The three flagged people of one screen size. */
const nombres = (sufijo: string) =>
  [`Mal.${sufijo}`, `Rival.${sufijo}`, `Ausente.${sufijo}`] as const;

let habbo: HabboFalso;
let escenario: Escenario;
beforeAll(async () => {
  habbo = await iniciarHabboFalso();
  escenario = await prepararEscenario({
    HABBO_URL: habbo.url,
    HABBO_RPS: '20',
    // Presence on the shift is looked for often, so the dots appear within the test.
    HABBO_PRESENCIA_MS: '200',
  });
  await escenario.servidor.api(
    'PATCH',
    '/ajustes',
    { habbo_grupo: GRUPO, habbo_grupos_rivales: [RIVAL], revision_horas: 0 },
    escenario.tokenDueno,
  );
  habbo.grupo(GRUPO, 'McHabbo');
  habbo.grupo(RIVAL, 'Burger Rival');
  await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
  habbo.jugador({ name: 'Gerenta', motto: 'McHabbo · Gerente de Proyectos', grupos: [GRUPO] });
  for (const sufijo of ['movil', 'ancha']) {
    const [mal, rival, ausente] = nombres(sufijo);
    for (const nombre of [mal, rival, ausente])
      await escenario.crearCuenta(nombre, 'clave-cocina-1', 'Cocinero');
    habbo.jugador({ name: mal, motto: 'Trabajo en otro sitio', grupos: [GRUPO] });
    habbo.jugador({ name: rival, motto: 'McHabbo · Cocinero', grupos: [GRUPO, RIVAL] });
    habbo.jugador({
      name: ausente,
      motto: 'McHabbo · Cocinero',
      grupos: [GRUPO],
      lastAccessTime: haceDias(10),
    });
  }
});
afterAll(async () => {
  await escenario?.cerrar();
  await habbo?.cerrar();
});

describe('Revisión in the browser', () => {
  it.each([
    { width: 390, height: 844, sufijo: 'movil' },
    { width: 1366, height: 768, sufijo: 'ancha' },
  ])('flags with their actions at $width×$height', async ({ width, height, sufijo }) => {
    const [mal, rival, ausente] = nombres(sufijo);

    const { context, page } = await escenario.nuevaPagina({ width, height });
    await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
    await page.goto('/mchabbo/revision');
    await page.getByRole('heading', { level: 1, name: 'Revisión' }).waitFor();
    if (sufijo === 'movil') {
      // One round for both sizes: a manual round waits a minute after the last one.
      await page.getByText('Todavía no se ha revisado al personal.').waitFor();
      await page.getByRole('button', { name: 'Revisar ahora' }).click();
      await page.getByText(/^Revisadas \d+ personas: \d+ con avisos\.$/).waitFor();
    } else {
      await page.getByText(/^Última revisión completa: hace \d+ min\.$/).waitFor();
    }

    const tarjeta = (nombre: string) => page.getByRole('article', { name: nombre });
    await tarjeta(mal)
      .getByText('Su misión en Habbo es «Trabajo en otro sitio»; debería ser «McHabbo · Cocinero»')
      .waitFor();
    await tarjeta(rival).getByText('Está en el grupo rival «Burger Rival»').waitFor();
    await tarjeta(ausente).getByText('Sin entrar desde hace 10 días').waitFor();
    await captura(page, `revision-${sufijo}`);

    // Avisar: a notification, said on the person's card.
    await tarjeta(mal).getByRole('button', { name: 'Avisar' }).click();
    await tarjeta(mal).getByText(`${mal} recibió el aviso.`).waitFor();

    // Advertir: the warning form with the flag as its reason.
    await tarjeta(ausente).getByRole('button', { name: 'Advertir' }).click();
    const advertir = page.getByRole('dialog', { name: `¿Advertir a ${ausente}?` });
    expect(await advertir.getByLabel('Motivo').inputValue()).toBe(
      'Revisión de Habbo: Sin entrar desde hace 10 días.',
    );
    await advertir.getByRole('button', { name: 'Advertir' }).click();
    await tarjeta(ausente).getByText(`${ausente} recibió una advertencia.`).waitFor();

    // Proponer despido: the dismissal dialog, which says what happens before anything does.
    await tarjeta(rival).getByRole('button', { name: 'Proponer despido' }).click();
    const despedir = page.getByRole('dialog', { name: `¿Despedir a ${rival}?` });
    expect(await despedir.getByLabel('Motivo').inputValue()).toBe(
      'Revisión de Habbo: Está en el grupo rival «Burger Rival».',
    );
    await captura(page, `revision-despedir-${sufijo}`, { soloVentana: true });
    await despedir.getByRole('button', { name: 'Despedir' }).click();
    await page.getByText(`${rival} fue despedido: ahora es invitado.`).waitFor();
    await tarjeta(rival).waitFor({ state: 'detached' });

    // The worker with the wrong motto reads on Inicio which one to copy.
    const trabajador = await escenario.nuevaPagina({ width, height });
    await escenario.sesionPorApi(trabajador.page, mal, 'clave-cocina-1');
    await trabajador.page.goto('/mchabbo');
    const tarjetaMision = trabajador.page.getByRole('region', {
      name: 'Tu misión en Habbo debe ser «McHabbo · Cocinero»',
    });
    await tarjetaMision
      .getByText('En la última revisión era «Trabajo en otro sitio».', { exact: false })
      .waitFor();
    await tarjetaMision.getByRole('button', { name: 'Copiar misión' }).waitFor();
    await captura(trabajador.page, `revision-mi-mision-${sufijo}`, { soloVentana: true });
    await trabajador.context.close();

    // Nothing scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });
});

describe('presence on Tiempos', () => {
  it.each([
    { width: 390, height: 844, sufijo: 'movil' },
    { width: 1366, height: 768, sufijo: 'ancha' },
  ])(
    'shows the dot and warns before confirming someone offline at $width×$height',
    async ({ width, height, sufijo }) => {
      const dentro = `Dentro.${sufijo}`;
      const fuera = `Fuera.${sufijo}`;
      const oculto = `Oculto.${sufijo}`;
      const { access_token } = await escenario.servidor.api<{ access_token: string }>(
        'POST',
        '/user/login',
        { nameUser: 'Gerenta', password: 'clave-gerenta-1' },
      );
      for (const [nombre, datos] of [
        [dentro, { online: true }],
        [fuera, { online: false }],
        [oculto, { online: true, estadoOculto: true }],
      ] as const) {
        await escenario.crearCuenta(nombre, 'clave-cocina-1', 'Cocinero');
        habbo.jugador({ name: nombre, motto: 'McHabbo · Cocinero', grupos: [GRUPO], ...datos });
        await escenario.servidor.api(
          'POST',
          '/tiempos/log',
          { encargado: 'Gerenta', usuario: nombre },
          access_token,
        );
      }

      const { context, page } = await escenario.nuevaPagina({ width, height });
      await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
      await page.goto('/mchabbo/tiempo');
      // The list is read every minute and on every change: reload until the reads arrived.
      const tiempo = (nombre: string) => {
        const esc = nombre.replace('.', '\\.');
        return sufijo === 'movil'
          ? page
              .getByRole('list', { name: 'Tiempos abiertos' })
              .getByRole('listitem', { name: nombre, exact: true })
          : page.getByRole('row', { name: new RegExp(`^(Seleccionar ${esc} )?${esc}\\b`) });
      };
      await expect
        .poll(
          async () => {
            await page.reload();
            await tiempo(dentro).waitFor();
            return tiempo(fuera).getByText('No conectado').count();
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(1);
      await tiempo(dentro).getByText('En el hotel').waitFor();
      expect(
        await tiempo(oculto)
          .getByText(/En el hotel|No conectado/)
          .count(),
      ).toBe(0);
      await captura(page, `tiempos-presencia-${sufijo}`);

      // Confirming someone Habbo shows offline: a warning, never a block.
      await tiempo(fuera).getByRole('button', { name: 'Confirmar' }).click();
      const dialogo = page.getByRole('dialog', { name: `Confirmar tiempo de ${fuera}` });
      await dialogo.getByText(`${fuera} no aparece conectado en Habbo.`).waitFor();
      await captura(page, `tiempos-presencia-confirmar-${sufijo}`, { soloVentana: true });
      await dialogo.getByRole('button', { name: /^Confirmar/ }).click();
      await page.getByText(`Tiempo de ${fuera} confirmado`, { exact: false }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await context.close();
    },
  );
});
