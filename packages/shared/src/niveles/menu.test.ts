import { describe, expect, it } from 'vitest';
import { enlaceDePagina, menuPorNivel, puedeVerPagina } from './menu';

const vista = (nivel: number) =>
  menuPorNivel(nivel).map((g) => [g.titulo, g.enlaces.map((e) => e.etiqueta)]);

const TRABAJO = [
  'Tiempos',
  'Aperturas',
  'Area de Cocina',
  'Area de Limpieza',
  'Area de Servicios',
  'Ausencias',
  'Ascensos',
  'Capacitaciones',
];
const ADMIN = [
  'Ventas',
  'Lista de Paga',
  'Membresías',
  'Usuarios',
  'Clones',
  'Despidos',
  'Estadísticas',
  'Revisión',
];
const DIRECCION = ['Auditoría', 'Informe de encargados'];
const CUENTA = ['Perfil', 'Cambio de Nombre', 'Configuración'];

describe('sidebar by level (docs/reglas.md, Access by level 3.4)', () => {
  it('gives the owner every group', () => {
    expect(vista(0)).toEqual([
      ['Cuenta', CUENTA],
      ['Trabajo', TRABAJO],
      ['Administración', [...ADMIN, ...DIRECCION]],
      [null, ['Misiones', 'Cambio de nombre']],
    ]);
  });

  it.each([1, 2])('gives level %i Trabajo, Administración, Misiones and Cambio de nombre', (n) => {
    expect(vista(n)).toEqual([
      ['Trabajo', TRABAJO],
      // The audit trail and the managers' report are for levels 0–1 only (docs/reglas.md,
      // Audit trail 23.3, Managers' report 30.4).
      ['Administración', n === 1 ? [...ADMIN, ...DIRECCION] : ADMIN],
      [null, ['Misiones', 'Cambio de nombre']],
    ]);
  });

  it('lets everyone open their shift history, and only levels 0–1 the audit trail', () => {
    for (const nivel of [0, 1, 2, 3, 4, 5, 6, 7]) {
      expect(puedeVerPagina(nivel, 'historial')).toBe(true);
      expect(puedeVerPagina(nivel, 'auditoria')).toBe(nivel <= 1);
      expect(puedeVerPagina(nivel, 'informe-encargados')).toBe(nivel <= 1);
      expect(puedeVerPagina(nivel, 'estadisticas')).toBe(nivel <= 2);
      expect(puedeVerPagina(nivel, 'revision')).toBe(nivel <= 2);
      expect(puedeVerPagina(nivel, 'ascensos')).toBe(nivel <= 3);
    }
  });

  it('gives level 3 Cuenta, Trabajo and Cambio de nombre', () => {
    expect(vista(3)).toEqual([
      // Its top-level "Cambio de nombre" is the own request form already.
      ['Cuenta', ['Perfil', 'Configuración']],
      ['Trabajo', TRABAJO],
      [null, ['Cambio de nombre']],
    ]);
  });

  it.each([4, 5, 6])('gives level %i Cuenta and Trabajo without Tiempos', (n) => {
    expect(vista(n)).toEqual([
      ['Cuenta', CUENTA],
      ['Trabajo', [...TRABAJO.slice(1, -2), 'Capacitaciones']],
    ]);
  });

  it('never has two entries that open the same page (docs/reglas.md, Access by level 3.10)', () => {
    for (const nivel of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const paginas = menuPorNivel(nivel).flatMap((g) => g.enlaces.map((e) => e.pagina));
      expect(new Set(paginas).size, `nivel ${nivel}`).toBe(paginas.length);
      // The own request form stays reachable from the sidebar for every level with Cuenta.
      expect(puedeVerPagina(nivel, 'cambio-nombre')).toBe(true);
    }
  });

  it('gives a guest only Cuenta, with the trainings (docs/reglas.md, Trainings 33.7)', () => {
    expect(vista(7)).toEqual([['Cuenta', [...CUENTA, 'Capacitaciones']]]);
    expect(puedeVerPagina(7, 'capacitaciones')).toBe(true);
  });

  it('guards pages the sidebar does not show, but always allows profile and settings', () => {
    expect(puedeVerPagina(4, 'ventas')).toBe(false);
    expect(puedeVerPagina(4, 'tiempo')).toBe(false);
    expect(puedeVerPagina(3, 'tiempo')).toBe(true);
    expect(puedeVerPagina(2, 'misiones')).toBe(true);
    expect(puedeVerPagina(1, 'perfil')).toBe(true);
    expect(puedeVerPagina(7, 'cocina')).toBe(false);
    expect(puedeVerPagina(7, 'configuracion')).toBe(true);
  });

  it('shows Ausencias to every staff level and not to guests', () => {
    for (const nivel of [0, 1, 2, 3, 4, 5, 6])
      expect(puedeVerPagina(nivel, 'ausencias')).toBe(true);
    expect(puedeVerPagina(7, 'ausencias')).toBe(false);
  });
});

describe('links to the pages', () => {
  it('are the page under /mchabbo, or the panel home', () => {
    expect(enlaceDePagina('ausencias')).toBe('/mchabbo/ausencias');
    expect(enlaceDePagina('cambio-nombre-admin')).toBe('/mchabbo/cambio-nombre-admin');
    expect(enlaceDePagina()).toBe('/mchabbo');
  });
});
