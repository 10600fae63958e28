import { NIVEL_DUENO, NIVEL_INVITADO } from './niveles';

/**
 * Every private page under `/mchabbo`: its path segment and its heading (and tab
 * title). A page is also its route module, `apps/web/src/app/routes/app/<pagina>.tsx`.
 */
export const TITULO_PAGINA = {
  perfil: 'Perfil',
  'cambio-nombre': 'Cambio de nombre',
  configuracion: 'Configuración',
  tiempo: 'Tiempos',
  cocina: 'Area de Cocina',
  limpieza: 'Area de Limpieza',
  servicios: 'Area de Servicios',
  ventas: 'Ventas',
  listadepaga: 'Lista de Paga',
  membresias: 'Membresías',
  usuarios: 'Usuarios',
  clones: 'Clones',
  despidos: 'Despidos',
  ausencias: 'Ausencias',
  'cambio-nombre-admin': 'Solicitudes de cambio de nombre',
  misiones: 'Misiones',
  historial: 'Historial de turnos',
  auditoria: 'Auditoría',
  ascensos: 'Ascensos',
  estadisticas: 'Estadísticas',
  'informe-encargados': 'Informe de encargados',
  capacitaciones: 'Capacitaciones',
  aperturas: 'Aperturas',
  revision: 'Revisión',
} as const;

/** Path segment of each private page under `/mchabbo`. */
export type PaginaPrivada = keyof typeof TITULO_PAGINA;

/** The panel's home, under which every private page lives. */
const INICIO_PANEL = '/mchabbo';

/**
 * The web address of a private page, `/mchabbo/<pagina>`, or of the panel's home when
 * none is given: the links of notifications are made with it.
 */
export function enlaceDePagina(pagina?: PaginaPrivada): string {
  return pagina ? `${INICIO_PANEL}/${pagina}` : INICIO_PANEL;
}

/** Every private page, in the order they are declared. */
export const PAGINAS_PRIVADAS = Object.keys(TITULO_PAGINA) as PaginaPrivada[];

/** A sidebar link. */
export interface EnlaceMenu {
  pagina: PaginaPrivada;
  etiqueta: string;
}

/** A sidebar group; `titulo` null for the top-level links. */
export interface GrupoMenu {
  clave: 'cuenta' | 'trabajo' | 'administracion' | 'principal';
  titulo: string | null;
  enlaces: EnlaceMenu[];
}

const CUENTA: GrupoMenu = {
  clave: 'cuenta',
  titulo: 'Cuenta',
  enlaces: [
    { pagina: 'perfil', etiqueta: 'Perfil' },
    { pagina: 'cambio-nombre', etiqueta: 'Cambio de Nombre' },
    { pagina: 'configuracion', etiqueta: 'Configuración' },
  ],
};

const TIEMPOS: EnlaceMenu = { pagina: 'tiempo', etiqueta: 'Tiempos' };
const AUSENCIAS: EnlaceMenu = { pagina: 'ausencias', etiqueta: 'Ausencias' };
/** Every staff level sees who opens the restaurant (docs/reglas.md, Openings 34.9). */
const APERTURAS: EnlaceMenu = { pagina: 'aperturas', etiqueta: 'Aperturas' };
/** Timekeepers propose promotions (docs/reglas.md, Promotions 28.7). */
const ASCENSOS: EnlaceMenu = { pagina: 'ascensos', etiqueta: 'Ascensos' };
/** Everyone reaches the trainings; staff from Trabajo, guests from Cuenta (docs/reglas.md, Trainings 33.7). */
const CAPACITACIONES: EnlaceMenu = { pagina: 'capacitaciones', etiqueta: 'Capacitaciones' };
const AREAS: EnlaceMenu[] = [
  { pagina: 'cocina', etiqueta: 'Area de Cocina' },
  { pagina: 'limpieza', etiqueta: 'Area de Limpieza' },
  { pagina: 'servicios', etiqueta: 'Area de Servicios' },
];

const ADMINISTRACION: GrupoMenu = {
  clave: 'administracion',
  titulo: 'Administración',
  enlaces: [
    { pagina: 'ventas', etiqueta: 'Ventas' },
    { pagina: 'listadepaga', etiqueta: 'Lista de Paga' },
    { pagina: 'membresias', etiqueta: 'Membresías' },
    { pagina: 'usuarios', etiqueta: 'Usuarios' },
    { pagina: 'clones', etiqueta: 'Clones' },
    { pagina: 'despidos', etiqueta: 'Despidos' },
  ],
};

/** The administration (0–2) reads the statistics (docs/reglas.md, Statistics 29.6). */
const ADMINISTRACION_CON_ESTADISTICAS: GrupoMenu = {
  ...ADMINISTRACION,
  enlaces: [
    ...ADMINISTRACION.enlaces,
    { pagina: 'estadisticas', etiqueta: 'Estadísticas' },
    // The Habbo roster check (docs/reglas.md, Habbo roster 35.4).
    { pagina: 'revision', etiqueta: 'Revisión' },
  ],
};

/**
 * Levels 0–1 also read the audit trail (docs/reglas.md, Audit trail) and the managers'
 * report (Managers' report 30.4).
 */
const ADMINISTRACION_CON_AUDITORIA: GrupoMenu = {
  ...ADMINISTRACION,
  enlaces: [
    ...ADMINISTRACION_CON_ESTADISTICAS.enlaces,
    { pagina: 'auditoria', etiqueta: 'Auditoría' },
    { pagina: 'informe-encargados', etiqueta: 'Informe de encargados' },
  ],
};

const PRINCIPAL: GrupoMenu = {
  clave: 'principal',
  titulo: null,
  enlaces: [
    { pagina: 'misiones', etiqueta: 'Misiones' },
    { pagina: 'cambio-nombre-admin', etiqueta: 'Cambio de nombre' },
  ],
};

function trabajo(conTiempos: boolean): GrupoMenu {
  return {
    clave: 'trabajo',
    titulo: 'Trabajo',
    enlaces: conTiempos
      ? [TIEMPOS, APERTURAS, ...AREAS, AUSENCIAS, ASCENSOS, CAPACITACIONES]
      : [APERTURAS, ...AREAS, AUSENCIAS, CAPACITACIONES],
  };
}

/** The sidebar of a level (docs/reglas.md, Access by level 3.4): a guest gets only Cuenta. */
export function menuPorNivel(nivel: number): GrupoMenu[] {
  if (nivel === NIVEL_DUENO)
    return [CUENTA, trabajo(true), ADMINISTRACION_CON_AUDITORIA, PRINCIPAL];
  if (nivel === 1) return [trabajo(true), ADMINISTRACION_CON_AUDITORIA, PRINCIPAL];
  if (nivel === 2) return [trabajo(true), ADMINISTRACION_CON_ESTADISTICAS, PRINCIPAL];
  // Level 3 has no administration rights (docs/reglas.md, Access by level 3.5), so its top-level
  // "Cambio de nombre" opens the member's own request form, and Cuenta leaves out the entry
  // that would open the same page (no two entries of one menu open one page, 3.10).
  if (nivel === 3)
    return [
      { ...CUENTA, enlaces: CUENTA.enlaces.filter((e) => e.pagina !== 'cambio-nombre') },
      trabajo(true),
      { ...PRINCIPAL, enlaces: [{ pagina: 'cambio-nombre', etiqueta: 'Cambio de nombre' }] },
    ];
  if (nivel >= 4 && nivel <= 6) return [CUENTA, trabajo(false)];
  if (nivel === NIVEL_INVITADO)
    return [{ ...CUENTA, enlaces: [...CUENTA.enlaces, CAPACITACIONES] }];
  return [];
}

/** Pages every signed-in user reaches from the user menu, whatever the sidebar shows. */
export const PAGINAS_SIEMPRE: readonly PaginaPrivada[] = [
  'perfil',
  'configuracion',
  'cambio-nombre',
  // One's own shift history (and, for timekeepers, others' the server lets them see).
  'historial',
  // Courses, their exam and slots: a guest's way in (docs/reglas.md, Trainings).
  'capacitaciones',
];

/** Whether a level may open a private page (its sidebar shows it, or it is always reachable). */
export function puedeVerPagina(nivel: number, pagina: PaginaPrivada): boolean {
  if (PAGINAS_SIEMPRE.includes(pagina)) return true;
  return menuPorNivel(nivel).some((g) => g.enlaces.some((e) => e.pagina === pagina));
}
