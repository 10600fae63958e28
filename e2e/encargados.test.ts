import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

describe("managers' report", () => {
  it('shows the timekeeper who confirmed far more than the others first, flagged', async () => {
    const { servidor } = escenario;
    const chefs = ['ChefUno', 'ChefDos', 'ChefTres'];
    for (const c of chefs) await escenario.crearCuenta(c, `clave-${c}-1`, 'Chef ejecutivo Oro');
    await escenario.crearCuenta('Junta', 'clave-junta-1', 'Presidente');
    // Open all day (two openings of 12 h every day): the hour the test runs at never flags
    // a confirmation as outside the opening hours.
    const { paises } = await servidor.api<{ paises: unknown[] }>('GET', '/aperturas/horario');
    const semana = [1, 2, 3, 4, 5, 6, 7].flatMap((dia) =>
      ['00:00', '12:00'].map((hora) => ({ dia, hora, duracion_horas: 12, encargados_minimos: 0 })),
    );
    await servidor.api('PUT', '/aperturas/horario', { semana, paises }, escenario.tokenDueno);
    let n = 0;
    // ChefUno and ChefDos time and confirm one shift each; ChefTres four.
    for (const [chef, turnos] of [
      ['ChefUno', 1],
      ['ChefDos', 1],
      ['ChefTres', 4],
    ] as const) {
      const { access_token } = await servidor.api<{ access_token: string }>('POST', '/user/login', {
        nameUser: chef,
        password: `clave-${chef}-1`,
      });
      for (let i = 0; i < turnos; i++) {
        const usuario = `Ayudante${++n}`;
        await escenario.crearCuenta(usuario, 'clave-ayudante-1', 'Lavaloza');
        const { tiempo } = await servidor.api<{ tiempo: { id: number } }>(
          'POST',
          '/tiempos/log',
          { encargado: chef, usuario },
          access_token,
        );
        await servidor.api(
          'POST',
          '/tiempos/confirmar',
          { id: tiempo.id, confirmado: true },
          access_token,
        );
      }
    }

    const { page } = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(page, 'Junta', 'clave-junta-1');
    await page.goto('/mchabbo/informe-encargados');
    await page.getByRole('heading', { name: 'Informe de encargados', level: 1 }).waitFor();
    const tarjetas = page.getByTestId('encargado');
    await tarjetas.first().waitFor();
    expect(await tarjetas.count()).toBe(3);
    const primera = tarjetas.first();
    expect(await primera.getByText('ChefTres').isVisible()).toBe(true);
    expect(await primera.getByText('2 marcas').isVisible()).toBe(true);
    await primera.getByText('⚑ Turnos confirmados').waitFor();
    expect(await primera.getByText('Más del doble de la mediana (1)').count()).toBe(2);
    expect(await tarjetas.nth(1).getByText(/marca/).count()).toBe(0);
    await page.getByText('3 encargados, 1 con marcas').waitFor();
    await captura(page, 'informe-encargados-movil');
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(390);
  });
});
