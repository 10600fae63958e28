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
  it('draws the four charts, each with its table, and their code never loads on the landing or Tiempos', async () => {
    await escenario.crearCuenta('Gerenta', 'clave-gerenta-1', 'Gerente de Proyectos');
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
    expect(await graficos.count()).toBe(4);
    expect(scripts.some(esGraficos)).toBe(true);
    for (const [region, tabla] of [
      ['Horas confirmadas por semana y área', 'Horas confirmadas por semana y área'],
      ['Créditos por semana', 'Créditos pagados y pendientes por semana'],
      ['Cobertura por día y hora', 'Media de personas en turno por día y hora'],
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
