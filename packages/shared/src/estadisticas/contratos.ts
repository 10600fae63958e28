import * as z from 'zod';

/** Areas of the hours chart, in the order it stacks them (docs/reglas.md, Levels and ranks 1.2). */
export const AREAS_ESTADISTICAS = ['cocina', 'servicios', 'limpieza', 'direccion'] as const;
/** One work area of the hours chart. */
export type AreaEstadisticas = (typeof AREAS_ESTADISTICAS)[number];

/** How the page names each area. */
export const NOMBRES_AREAS: Record<AreaEstadisticas, string> = {
  cocina: 'Cocina',
  servicios: 'Servicios',
  limpieza: 'Limpieza',
  direccion: 'Dirección',
};

/** Weekdays of the coverage heatmap, Monday first (ISO order). */
export const DIAS_SEMANA = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

/** Weeks the coverage heatmap averages (docs/reglas.md, Statistics 29.3). */
export const SEMANAS_COBERTURA = 4;

/** GET /estadisticas?semanas= : how many pay weeks the weekly series cover (1–52, default 12). */
export const estadisticasQuery = z.strictObject({
  semanas: z.coerce
    .number({ error: 'semanas debe ser un número entre 1 y 52.' })
    .int('semanas debe ser un número entre 1 y 52.')
    .min(1, 'semanas debe ser un número entre 1 y 52.')
    .max(52, 'semanas debe ser un número entre 1 y 52.')
    .default(12),
});

/** GET /estadisticas */
export const estadisticasResponse = z.object({
  /** Confirmed hours per pay week (its Monday) and area, oldest first, one decimal. */
  horas_por_area: z.array(
    z.object({
      semana: z.string(),
      cocina: z.number(),
      servicios: z.number(),
      limpieza: z.number(),
      direccion: z.number(),
    }),
  ),
  /** Average people on shift per weekday (0 = Monday) and hour over the last complete weeks. */
  cobertura: z.object({
    desde: z.string(),
    hasta: z.string(),
    /** `celdas[dia][hora]`, two decimals. */
    celdas: z.array(z.array(z.number())),
  }),
  /** Median wait (minutes, one decimal) of the time requests attended each day; null without any. */
  espera_peticiones: z.array(
    z.object({ dia: z.string(), mediana_minutos: z.number().nullable(), peticiones: z.number() }),
  ),
  /** Credits per pay week: paid and still to pay. */
  creditos_por_semana: z.array(
    z.object({ semana: z.string(), pagados: z.number(), pendientes: z.number() }),
  ),
  /**
   * Trainings per pay week: sessions recorded and courses passed (by a session or by an
   * exam, courses not archived).
   */
  capacitaciones_por_semana: z.array(
    z.object({ semana: z.string(), sesiones: z.number(), aprobados: z.number() }),
  ),
  /**
   * Each opening of the coverage weeks and the current one that has started, oldest first:
   * managers signed up, managers who started a timer during it, and the median wait
   * (minutes, one decimal; null without any) of the time requests made during it.
   */
  aperturas: z.array(
    z.object({
      inicio: z.string(),
      titulo: z.string().nullable(),
      apuntados: z.number(),
      cronometraron: z.number(),
      mediana_espera_minutos: z.number().nullable(),
      peticiones: z.number(),
    }),
  ),
});
/** The statistics page's series. */
export type Estadisticas = z.infer<typeof estadisticasResponse>;
