import * as z from 'zod';
import { MARCAS_REVISION } from '../revision/contratos';

/** How many of each group's items the answer carries (the total counts them all). */
export const PENDIENTES_POR_GRUPO = 5;

/** A group of pending work: how many there are and the first few. */
function grupo<T extends z.ZodType>(elemento: T) {
  return z.object({ total: z.number().int(), elementos: z.array(elemento) });
}

/**
 * GET /pendientes (levels 0–3): what waits for the caller, only what they may act on
 * (docs/reglas.md, Pending work 26.1–26.3).
 */
export const pendientesResponse = z.object({
  /** Name-change requests waiting for a decision, oldest first. */
  nombres: grupo(
    z.object({
      id: z.number().int(),
      usuario: z.string(),
      nombre_nuevo: z.string(),
      fecha: z.string(),
    }),
  ),
  /** Leave requests waiting for a decision, soonest first. */
  ausencias: grupo(
    z.object({ id: z.number().int(), usuario: z.string(), desde: z.string(), hasta: z.string() }),
  ),
  /** Unpaid entries holding credits of pay weeks that have ended, oldest week first. */
  pagos: grupo(
    z.object({
      id: z.number().int(),
      usuario: z.string(),
      semana: z.string(),
      creditos: z.number().int(),
    }),
  ),
  /** Open timers started longer ago than the maximum shift, or paused as forgotten. */
  tiempos_largos: grupo(
    z.object({
      id: z.number().int(),
      usuario: z.string(),
      encargado: z.string().nullable(),
      iniciado_en: z.string(),
      tiempo: z.string(),
      olvidado: z.boolean(),
    }),
  ),
  /** People with as many active warnings as the setting: proposed for dismissal. */
  propuestos_despido: grupo(
    z.object({
      usuario: z.string(),
      rango: z.string().nullable(),
      advertencias: z.number().int(),
    }),
  ),
  /** Accounts sharing an IP with another whose rows are not allowed yet. */
  clones: grupo(z.object({ usuario: z.string(), ips: z.array(z.string()) })),
  /** Workers who asked to be timed and wait. */
  peticiones: grupo(z.object({ id: z.number().int(), usuario: z.string(), creada_en: z.string() })),
  /** Promotions proposed that the caller may decide, oldest first. */
  ascensos: grupo(
    z.object({
      id: z.number().int(),
      usuario: z.string(),
      /** The proposed post. */
      rango: z.string().nullable(),
      mision: z.string().nullable(),
      propuesto_por: z.string(),
      creado_en: z.string(),
    }),
  ),
  /** Openings of the next 48 hours short of managers (levels 1–3), soonest first. */
  aperturas: grupo(
    z.object({
      inicio: z.string(),
      titulo: z.string().nullable(),
      encargados: z.number().int(),
      encargados_minimos: z.number().int(),
    }),
  ),
  /**
   * Staff members the Habbo roster check flagged with something Revisión has not shown
   * since (levels 0–2; docs/reglas.md, Habbo roster 35.10), flagged first, by name.
   */
  revision: grupo(z.object({ usuario: z.string(), marcas: z.array(z.enum(MARCAS_REVISION)) })),
  /**
   * Trainings (docs/reglas.md, Trainings 33.9): for a trainer, the bookings of their own
   * slots starting within 24 hours, soonest first; for levels 0–2, people without a rank
   * who passed a course required for one, oldest pass first.
   */
  capacitaciones: grupo(
    z.discriminatedUnion('tipo', [
      z.object({
        tipo: z.literal('reserva'),
        usuario: z.string(),
        capacitacion: z.string(),
        /** The slot's start. */
        inicio: z.string(),
      }),
      z.object({
        tipo: z.literal('sin_rango'),
        usuario: z.string(),
        capacitacion: z.string(),
        /** When they passed it. */
        fecha: z.string(),
      }),
    ]),
  ),
});
export type Pendientes = z.infer<typeof pendientesResponse>;

/** The groups of `GET /pendientes`, in the order Inicio shows them. */
export const GRUPOS_PENDIENTES = [
  'peticiones',
  'aperturas',
  'capacitaciones',
  'tiempos_largos',
  'nombres',
  'ascensos',
  'revision',
  'ausencias',
  'pagos',
  'propuestos_despido',
  'clones',
] as const satisfies readonly (keyof Pendientes)[];
