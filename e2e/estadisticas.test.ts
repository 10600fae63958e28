import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captura } from './support/browser';
import { prepararEscenario, type Escenario } from './support/escenario';

let escenario: Escenario;
beforeAll(async () => {
  escenario = await prepararEscenario();
});
afterAll(() => escenario?.cerrar());

/** Whether a script URL is the statistics' chart code (recharts comes only with it). */
const esGraficos = (url: string) => /estadisticas-graficos|recharts/.test(url);

describe('statistics', () => {
  it('draws the five charts, each with its table, and their code never loads on the landing or Tiempos', async () => {
    await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
    // A request attended and a shift of 2 h confirmed this week: hours, credits and the
    // wait have something to draw; the coverage counts the 4 weeks before (empty).
    await escenario.crearCuenta('Pinche', 'clave-pinche-1', 'Cocinero');
    const token = async (nameUser: string, password: string) =>
      (
        await escenario.servidor.api<{ access_token: string }>('POST', '/user/login', {
          nameUser,
          password,
        })
      ).access_token;
    const pinche = await token('Pinche', 'clave-pinche-1');
    const gerenta = await token('Gerenta', 'clave-gerenta-1');
    const { peticion } = await escenario.servidor.api<{ peticion: { id: number } }>(
      'POST',
      '/tiempos/peticiones',
      undefined,
      pinche,
    );
    const { tiempo } = await escenario.servidor.api<{ tiempo: { id: number } }>(
      'POST',
      `/tiempos/peticiones/${peticion.id}/atender`,
      undefined,
      gerenta,
    );
    await escenario.servidor.api(
      'POST',
      '/tiempos/ajustar',
      { id: tiempo.id, minutos: 120, tipo: 'Sumar' },
      gerenta,
    );
    await escenario.servidor.api(
      'POST',
      '/tiempos/confirmar',
      { id: tiempo.id, confirmado: true },
      gerenta,
    );
    const { page } = await escenario.nuevaPagina({ width: 1280, height: 900 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await escenario.sesionPorApi(page, 'Gerenta', 'clave-gerenta-1');
    await page.goto('/mchabbo/tiempo');
    await page.getByRole('heading', { name: 'Tiempos', level: 1 }).waitFor();
    await page.waitForLoadState('load');
    expect(scripts.filter(esGraficos)).toEqual([]);

    await page.goto('/mchabbo/estadisticas');
    await page.getByRole('heading', { name: 'Estadísticas', level: 1 }).waitFor();
    const graficos = page.getByTestId('grafico');
    await graficos.first().waitFor();
    expect(await graficos.count()).toBe(5);
    expect(scripts.some(esGraficos)).toBe(true);
    for (const [region, tabla] of [
      ['Horas confirmadas por semana y área', 'Horas confirmadas por semana y área'],
      ['Créditos por semana', 'Créditos pagados y pendientes por semana'],
      [
        'Espera de las peticiones de tiempo',
        'Mediana de espera de las peticiones de tiempo por día',
      ],
    ] as const) {
      const seccion = page.getByRole('region', { name: region });
      // The chart is drawn (an SVG), hidden from screen readers, which read the table.
      await seccion.locator('svg').first().waitFor();
      const t = seccion.getByRole('table', { name: tabla });
      expect(await t.count(), region).toBe(1);
    }
    // A chart of nothing says so instead of drawing blank cells; its table stays.
    const vacia = page.getByRole('region', { name: 'Cobertura por día y hora' });
    await vacia.getByText('Aún no hay turnos confirmados en estas 4 semanas.').waitFor();
    expect(await vacia.locator('svg').count()).toBe(0);
    // No training was given in these weeks: the trainings' chart says so too.
    await page
      .getByRole('region', { name: 'Capacitaciones por semana' })
      .getByText('Aún no hay capacitaciones en estas semanas.')
      .waitFor();
    expect(
      await vacia.getByRole('table', { name: 'Media de personas en turno por día y hora' }).count(),
    ).toBe(1);
    const horas = page.getByRole('table', { name: 'Horas confirmadas por semana y área' });
    expect(await horas.getByRole('columnheader').allTextContents()).toEqual([
      'Semana del',
      'Cocina',
      'Servicios',
      'Limpieza',
      'Dirección',
    ]);
    expect(await horas.getByRole('row').count()).toBe(13);
    const cobertura = page.getByRole('table', {
      name: 'Media de personas en turno por día y hora',
    });
    expect(await cobertura.getByRole('rowheader').allTextContents()).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    await captura(page, 'estadisticas');
    const movil = await escenario.nuevaPagina({ width: 390, height: 844 });
    await escenario.sesionPorApi(movil.page, 'Gerenta', 'clave-gerenta-1');
    await movil.page.goto('/mchabbo/estadisticas');
    await movil.page.getByTestId('grafico').nth(3).waitFor();
    const ancho = await movil.page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(390);
    await captura(movil.page, 'estadisticas-movil');
  });
});
