import type { Nivel } from '../niveles/niveles';

/** Work area a rank belongs to (the Cocina, Limpieza and Servicios pages). */
export type Area = 'cocina' | 'limpieza' | 'servicios' | 'direccion';

/** A post with its price and pay, as seeded into the missions catalog. */
export interface MisionBase {
  rango: string;
  mision: string;
  costo: number;
  pago_1h: number;
  pago_2h: number;
  pago_3h: number;
  pago_semanal: number;
  requisito_hrs: string;
  requisito_times: string;
}

/** A rank: its name, level and work area. */
export interface RangoBase {
  nombre: string;
  nivel: Nivel;
  area: Area;
}

/** One of the seven groups of the ranks page. */
export interface GrupoRangos {
  nivel: Nivel;
  nombre: string;
  rangos: RangoBase[];
  accesoWeb: string;
  funciones: string[];
}

const TIPOS_SUPERVISION = ['Diamante', 'Rubí', 'Esmeralda', 'Zafiro', 'Oro', 'Plata'] as const;

/** Board roles (nivel 1), in order of seniority. */
export const ROLES_JUNTA = [
  'Presidente',
  'Vicepresidente',
  'Director general',
  'Director de operaciones',
  'Director financiero',
  'Director de personal',
] as const;

/** Manager types (nivel 2) with their cost, highest first. */
export const TIPOS_GERENTE = [
  ['Proyectos', 2400],
  ['Marketing', 2200],
  ['Finanzas', 2000],
  ['Recursos Humanos', 1800],
  ['Sistemas', 1600],
  ['Calidad', 1400],
  ['Logística', 1200],
  ['Operaciones', 1000],
] as const;

/** The seven groups of ranks, owner first. */
export const GRUPOS_RANGOS: readonly GrupoRangos[] = [
  {
    nivel: 0,
    nombre: 'Dueño',
    rangos: [{ nombre: 'Dueño', nivel: 0, area: 'direccion' }],
    accesoWeb: 'Acceso total a la web.',
    funciones: ['Dirige la comunidad y tiene la última palabra en todo.'],
  },
  {
    nivel: 1,
    nombre: 'Junta directiva',
    rangos: [{ nombre: 'Junta directiva', nivel: 1, area: 'direccion' }],
    accesoWeb: 'Trabajo, Administración, Misiones y Cambio de nombre.',
    funciones: [
      'Todo excepto la pestaña de administración de rangos.',
      'Registra el tiempo de los rangos inferiores.',
      'Puede vender cualquier rango o membresía.',
    ],
  },
  {
    nivel: 2,
    nombre: 'Gerencia',
    rangos: [{ nombre: 'Gerente', nivel: 2, area: 'direccion' }],
    accesoWeb: 'Trabajo, Administración, Misiones y Cambio de nombre.',
    funciones: [
      'Registra el tiempo de los rangos inferiores.',
      'Vende rangos y membresías inferiores, paga y gestiona al personal.',
    ],
  },
  {
    nivel: 3,
    nombre: 'Supervisión',
    rangos: [
      { nombre: 'Chef ejecutivo', nivel: 3, area: 'cocina' },
      { nombre: 'Capitán de meseros', nivel: 3, area: 'servicios' },
      { nombre: 'Supervisor de limpieza', nivel: 3, area: 'limpieza' },
    ],
    accesoWeb: 'Cuenta, Trabajo (con Tiempos) y Cambio de nombre.',
    funciones: [
      'Registra el tiempo de los rangos inferiores.',
      'Guía al personal de su área durante el turno.',
    ],
  },
  {
    nivel: 4,
    nombre: 'Rangos altos',
    rangos: [
      { nombre: 'Sub chef', nivel: 4, area: 'cocina' },
      { nombre: 'Meseros', nivel: 4, area: 'servicios' },
      { nombre: 'Técnico de mantenimiento', nivel: 4, area: 'limpieza' },
    ],
    accesoWeb: 'Cuenta y Trabajo (Ranking y áreas de trabajo).',
    funciones: ['Acumula tiempo trabajando en su área.'],
  },
  {
    nivel: 5,
    nombre: 'Rangos medios',
    rangos: [
      { nombre: 'Cocinero', nivel: 5, area: 'cocina' },
      { nombre: 'Ayudante de meseros', nivel: 5, area: 'servicios' },
      { nombre: 'Personal de limpieza', nivel: 5, area: 'limpieza' },
    ],
    accesoWeb: 'Cuenta y Trabajo (Ranking y áreas de trabajo).',
    funciones: ['Acumula tiempo trabajando en su área.'],
  },
  {
    nivel: 6,
    nombre: 'Rangos base',
    rangos: [
      { nombre: 'Ayudante de cocina', nivel: 6, area: 'cocina' },
      { nombre: 'Hostes', nivel: 6, area: 'servicios' },
      { nombre: 'Lavaloza', nivel: 6, area: 'limpieza' },
    ],
    accesoWeb: 'Cuenta y Trabajo (Ranking y áreas de trabajo).',
    funciones: ['Acumula tiempo trabajando en su área.'],
  },
];

/** Every rank, highest first. */
export const RANGOS: readonly RangoBase[] = GRUPOS_RANGOS.flatMap((g) => g.rangos);

/** The level of a rank by name, or undefined for an unknown name. */
export function nivelDeRango(rango: string): Nivel | undefined {
  return RANGOS.find((r) => r.nombre === rango)?.nivel;
}

function mision(
  rango: string,
  nombre: string,
  valores: Partial<Omit<MisionBase, 'rango' | 'mision'>>,
): MisionBase {
  return {
    rango,
    mision: nombre,
    costo: 0,
    pago_1h: 0,
    pago_2h: 0,
    pago_3h: 0,
    pago_semanal: 0,
    requisito_hrs: '0h',
    requisito_times: '0',
    ...valores,
  };
}

/** A pay that is the same for any shift of an hour or more (supervision ranks). */
function pagoFijo(valor: number) {
  return { pago_1h: valor, pago_2h: valor, pago_3h: valor, pago_semanal: valor };
}

const HORAS = {
  h3: { requisito_hrs: '3h', requisito_times: '3' },
  h2: { requisito_hrs: '2h', requisito_times: '2' },
};

function supervision(
  rango: string,
  costos: number[],
  pagos: number[],
  semanalSolo: boolean,
  req: (i: number) => typeof HORAS.h3,
) {
  return TIPOS_SUPERVISION.map((tipo, i) => {
    const pago = pagos[i] ?? 0;
    return mision(rango, `${rango} ${tipo}`, {
      costo: costos[i] ?? 0,
      ...(semanalSolo ? { pago_semanal: pago } : pagoFijo(pago)),
      ...req(i),
    });
  });
}

function base(rango: string, p1: number, p2: number, p3: number): MisionBase {
  return mision(rango, rango, { pago_1h: p1, pago_2h: p2, pago_3h: p3 });
}

/** The built-in missions catalog (docs/reglas.md, Missions 9.2), seeded at first start. */
export const CATALOGO_MISIONES: readonly MisionBase[] = [
  mision('Dueño', 'Dueño', {}),
  ...ROLES_JUNTA.map((rol) =>
    mision('Junta directiva', rol, { costo: 5000, pago_semanal: 300, ...HORAS.h3 }),
  ),
  ...TIPOS_GERENTE.map(([tipo, costo]) =>
    mision('Gerente', `Gerente de ${tipo}`, { costo, pago_semanal: costo / 10, ...HORAS.h3 }),
  ),
  ...supervision(
    'Chef ejecutivo',
    [700, 600, 500, 400, 300, 200],
    [70, 60, 50, 40, 30, 20],
    true,
    (i) => (i < 4 ? HORAS.h3 : HORAS.h2),
  ),
  ...supervision(
    'Capitán de meseros',
    [700, 600, 500, 400, 300, 200],
    [70, 60, 50, 40, 30, 20],
    false,
    () => HORAS.h2,
  ),
  ...supervision(
    'Supervisor de limpieza',
    [500, 400, 300, 200, 150, 100],
    [50, 40, 30, 20, 15, 10],
    false,
    () => HORAS.h2,
  ),
  base('Sub chef', 5, 9, 13),
  base('Meseros', 5, 9, 13),
  base('Técnico de mantenimiento', 5, 9, 13),
  base('Cocinero', 4, 7, 10),
  base('Ayudante de meseros', 4, 7, 10),
  base('Personal de limpieza', 4, 7, 10),
  base('Lavaloza', 3, 5, 7),
  base('Ayudante de cocina', 3, 5, 7),
  base('Hostes', 3, 5, 7),
];

/** The catalog entry for a rank and mission name, used to prefill the mission form. */
export function misionBase(rango: string, nombre: string): MisionBase | undefined {
  return CATALOGO_MISIONES.find((m) => m.rango === rango && m.mision === nombre);
}

/** Mission names of a rank in the built-in catalog, highest first. */
export function misionesDeRango(rango: string): string[] {
  return CATALOGO_MISIONES.filter((m) => m.rango === rango).map((m) => m.mision);
}
